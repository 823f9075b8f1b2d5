import { useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      theme: 'light' | 'dark';
      size: 'normal' | 'compact';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Google's names of the languages whose own differ (`hl`). */
const GOOGLE_LANGUAGES: Record<string, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' };
let scriptPromise: Promise<Grecaptcha> | null = null;

/**
 * Google's script, loaded once and only when reCAPTCHA is the configured provider, in the page's language (which a
 * page keeps: the language menu loads the page anew).
 */
const loadRecaptcha = (language: string): Promise<Grecaptcha> => {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${GOOGLE_LANGUAGES[language] ?? language}`;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
};

export interface RecaptchaWidgetProps {
  siteKey: string;
  onChange: (token: string) => void;
}

/** The reCAPTCHA v2 checkbox: light theme, normal size (§9). Expiry clears the token. */
export default function RecaptchaWidget({ siteKey, onChange }: RecaptchaWidgetProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const container = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const host = container.current;
    if (!host) return;
    // A fresh child per mount: grecaptcha.render refuses an element it has rendered into before.
    const target = document.createElement('div');
    host.appendChild(target);
    loadRecaptcha(language)
      .then((api) => {
        if (cancelled) return;
        api.render(target, {
          sitekey: siteKey,
          theme: 'light',
          size: 'normal',
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
          'error-callback': () => onChangeRef.current(''),
        });
      })
      .catch((error: unknown) => {
        console.warn('[captcha]', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      target.remove();
      onChangeRef.current('');
    };
  }, [siteKey, language]);

  return (
    <>
      <div ref={container} />
      {failed && <Typography color="error">{t`The captcha could not be loaded. Please reload the page.`}</Typography>}
    </>
  );
}
