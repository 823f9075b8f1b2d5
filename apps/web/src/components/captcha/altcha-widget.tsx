/**
 * The ALTCHA 3 web component, CSP-safe: `altcha/external` ships no inline workers (the default bundle starts its
 * proof-of-work workers from blob: URLs, which `script-src 'self'` refuses), so the workers are bundled as files of
 * our own origin and registered per algorithm; its stylesheet is imported as a normal CSS asset.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import { useLingui } from '@lingui/react/macro';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import { captchaChallengePath } from '../../api/captcha.ts';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  if (!$altcha.algorithms.has(algorithm)) $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  if (!$altcha.algorithms.has(algorithm)) $altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/**
 * §9 light theme, with plain colours: the widget's stylesheet picks colours with light-dark(), which the CSS
 * minifier lowers for older browsers into variables only a declared color-scheme defines, leaving the checkbox
 * without a border. Borders reach 3:1 or more against white (WCAG 1.4.11); the focus ring matches the app's.
 */
const lightTheme = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': '8px',
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#1a1c1e',
  '--altcha-color-neutral': '#7b8088',
  '--altcha-color-neutral-content': '#4a5058',
  '--altcha-border-color': '#7b8088',
  '--altcha-input-background-color': '#ffffff',
  '--altcha-input-color': '#1a1c1e',
  '--altcha-popover-color': '#7b8088',
  '--altcha-checkbox-border-color': '#5f6670',
  '--altcha-checkbox-border-width': '2px',
  '--altcha-checkbox-outline': '3px solid #e8a317',
  '--altcha-spinner-color': '#1b3a5c',
} as const;

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

export interface AltchaWidgetProps {
  onChange: (token: string) => void;
}

/**
 * The widget's texts in the page's language, from our catalogs (the widget ships no Somali, and its own translations
 * would not be reviewed with ours), registered under the language's code before the widget reads them.
 */
const useWidgetTexts = () => {
  const { t, i18n } = useLingui();
  if (i18n.locale !== 'en' && !$altcha.i18n.get(i18n.locale)) {
    $altcha.i18n.set(i18n.locale, {
      ariaLinkLabel: t`Altcha (official website)`,
      cancel: t`Cancel`,
      enterCode: t`Enter code`,
      enterCodeAria: t`Enter code you hear. Press Space to play audio.`,
      enterCodeFromImage: t`To proceed, please enter the code from the image below.`,
      error: t`Verification failed. Try again later.`,
      expired: t`Verification expired. Try again.`,
      footer: '',
      getAudioChallenge: t`Get an audio challenge`,
      label: t({ message: "I'm not a robot", comment: 'The captcha checkbox.' }),
      loading: t`Loading...`,
      reload: t`Reload`,
      verify: t`Verify`,
      verificationRequired: t`Verification required!`,
      verified: t`Verified`,
      verifying: t`Verifying...`,
      waitAlert: t`Verifying... please wait.`,
    });
  }
  return i18n.locale;
};

/** Checkbox labelled "I'm not a robot" (the widget's English label), or its translation in the page's language. */
export function AltchaWidget({ onChange }: AltchaWidgetProps) {
  const language = useWidgetTexts();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    const onExpired = () => onChangeRef.current('');
    element.addEventListener('statechange', onState);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('expired', onExpired);
      onChangeRef.current('');
    };
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={captchaChallengePath}
      type="checkbox"
      display="standard"
      language={language}
      name="Captcha"
      // The attribution links are named "Altcha (official website)", which clashes with the form's Website field.
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      style={lightTheme}
    />
  );
}
