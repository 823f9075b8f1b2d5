import type { Route } from '../routes.ts';

/** Which widget the forms draw, and ALTCHA's challenge, which the widget reads as it is. */
export const captchaRoutes = {
  getCaptchaConfig: { method: 'GET', path: '/api/Captcha/Config' },
  getCaptchaChallenge: { method: 'GET', path: '/api/Captcha/Challenge', raw: true },
} as const satisfies Record<string, Route>;
