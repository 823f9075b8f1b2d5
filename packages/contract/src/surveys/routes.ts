import type { Route } from '../routes.ts';

/** The survey an attendee answers once, by the registration's token (§7). */
export const surveyRoutes = {
  getSurvey: { method: 'GET', path: '/api/Survey/submit/:id' },
  submitSurvey: { method: 'POST', path: '/api/Survey/submit' },
} as const satisfies Record<string, Route>;
