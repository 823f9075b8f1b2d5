import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useCaptchaConfig } from '../../api/captcha.ts';
import { lazyPart } from '../lazy-part.tsx';

// The widget's own texts come with it (i18n/catalogs.ts): a form's first visit shows only the placeholder's.
const AltchaWidget = lazyPart(() => import('./altcha-widget.tsx'), 'AltchaWidget', ['captcha-widget']);
const RecaptchaWidget = lazy(() => import('./recaptcha-widget.tsx'));

export interface CaptchaProps {
  /** The widget's answer, or '' while unsolved, after expiry or on error. */
  onChange: (token: string) => void;
}

function Loading({ ref }: { ref?: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  return (
    <Box ref={ref} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }} role="status">
      <CircularProgress size={20} aria-hidden="true" />
      {t`Loading captcha…`}
    </Box>
  );
}

/**
 * True once the element is within a screen's height of the viewport. The widget (~30 KB gzipped, and its
 * proof-of-work workers) sits at the end of long forms: a first visit downloads it only when it is about to be seen.
 */
const useNearViewport = (ref: RefObject<HTMLElement | null>) => {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref]);
  return isNear;
};

/**
 * The provider the server names (GET /api/Captcha/Config): ALTCHA (default, self-hosted) or the reCAPTCHA v2
 * checkbox. Remount it (change its `key`) to reset it.
 */
export function Captcha({ onChange }: CaptchaProps) {
  const { t } = useLingui();
  const config = useCaptchaConfig();
  const placeholder = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeholder);

  if (config.isPending || !isNear) return <Loading ref={placeholder} />;
  if (config.isError || (config.data.Provider === 'recaptcha' && !config.data.SiteKey)) {
    return (
      <Alert severity="error" role="alert">
        {t`The captcha could not be loaded. Please reload the page.`}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      {config.data.Provider === 'recaptcha' ? (
        <RecaptchaWidget siteKey={config.data.SiteKey ?? ''} onChange={onChange} />
      ) : (
        <AltchaWidget onChange={onChange} />
      )}
    </Suspense>
  );
}
