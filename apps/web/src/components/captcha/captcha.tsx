import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useCaptchaConfig } from '../../api/captcha.ts';

const AltchaWidget = lazy(() => import('./altcha-widget.tsx'));
const RecaptchaWidget = lazy(() => import('./recaptcha-widget.tsx'));

export interface CaptchaProps {
  /** The widget's answer, or '' while unsolved, after expiry or on error. */
  onChange: (token: string) => void;
}

const loading = (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }} role="status">
    <CircularProgress size={20} aria-hidden="true" />
    Loading captcha…
  </Box>
);

/**
 * The provider the server names (GET /api/Captcha/Config): ALTCHA (default, self-hosted) or the reCAPTCHA v2
 * checkbox. Remount it (change its `key`) to reset it.
 */
export function Captcha({ onChange }: CaptchaProps) {
  const config = useCaptchaConfig();

  if (config.isPending) return loading;
  if (config.isError || (config.data.Provider === 'recaptcha' && !config.data.SiteKey)) {
    return (
      <Alert severity="error" role="alert">
        The captcha could not be loaded. Please reload the page.
      </Alert>
    );
  }
  return (
    <Suspense fallback={loading}>
      {config.data.Provider === 'recaptcha' ? (
        <RecaptchaWidget siteKey={config.data.SiteKey ?? ''} onChange={onChange} />
      ) : (
        <AltchaWidget onChange={onChange} />
      )}
    </Suspense>
  );
}
