import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The survey an attendee answers once, by the registration's token (§7). */
export const surveyRoutes = {
  getSurvey: { method: 'GET', path: '/api/Survey/submit/:id' },
  submitSurvey: { method: 'POST', path: '/api/Survey/submit' },
} as const satisfies Record<string, Route>;

/** The survey builder, its results and exports, and the attendee export (DESIGN.md §10): Administrators and Coordinators. */
export const surveyStaffRoutes = {
  listStaffSurveys: { method: 'GET', path: '/api/Staff/Surveys', ...staff },
  getStaffSurvey: { method: 'GET', path: '/api/Staff/Surveys/:id', ...staff },
  createStaffSurvey: { method: 'POST', path: '/api/Staff/Surveys/New', ...staff },
  saveStaffSurvey: { method: 'POST', path: '/api/Staff/Surveys/Save', ...staff },
  attachSurveyToEvent: { method: 'POST', path: '/api/Staff/Surveys/Attach', ...staff },
  detachSurveyFromEvent: { method: 'POST', path: '/api/Staff/Surveys/Detach', ...staff },
  getSurveyResults: { method: 'GET', path: '/api/Staff/Surveys/:id/Results', ...staff },
  exportSurveyResponses: { method: 'GET', path: '/api/Staff/Surveys/:id/Export', raw: true, ...staff },
  exportEventAttendees: { method: 'GET', path: '/api/Staff/Events/:id/Attendees/Export', raw: true, ...staff },
} as const satisfies Record<string, Route>;
