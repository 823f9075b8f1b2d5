/**
 * The ALTCHA 3 web component, CSP-safe: `altcha/external` ships no inline workers (the default bundle starts its
 * proof-of-work workers from blob: URLs, which `script-src 'self'` refuses), so the workers are bundled as files of
 * our own origin and registered per algorithm; its stylesheet is imported as a normal CSS asset.
 */
import 'altcha/external';
import 'altcha/altcha.css';
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

/** Checkbox labelled "I'm not a robot" (the widget's English label; the page is lang="en"). */
export default function AltchaWidget({ onChange }: AltchaWidgetProps) {
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
      language="en"
      name="Captcha"
      // The attribution links are named "Altcha (official website)", which clashes with the form's Website field.
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      style={lightTheme}
    />
  );
}
