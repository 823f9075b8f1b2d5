import type { Route } from '../routes.ts';

/** The language assistance page's request and the accessibility statement's barrier report (issue 22): anonymous, so captcha-guarded and rate-limited. */
export const accessRequestRoutes = {
  requestLanguageAssistance: { method: 'POST', path: '/api/LanguageAssistance/Request' },
  reportBarrier: { method: 'POST', path: '/api/Accessibility/Report' },
} as const satisfies Record<string, Route>;
