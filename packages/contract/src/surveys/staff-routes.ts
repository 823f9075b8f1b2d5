import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The survey builder, its results and exports, and the attendee export (DESIGN.md §10): Administrators and Coordinators. */
export const surveyStaffRoutes = {
  listStaffSurveys: { method: 'GET', path: '/api/Staff/Surveys', ...staff },
  getStaffSurvey: { method: 'GET', path: '/api/Staff/Surveys/:surveyId', ...staff },
  createStaffSurvey: { method: 'POST', path: '/api/Staff/Surveys', ...staff },
  /** The whole survey as edited: questions left out are removed (archived when answered, so answers stay readable). */
  updateStaffSurvey: { method: 'PUT', path: '/api/Staff/Surveys/:surveyId', ...staff },
  attachStaffSurveyToEvent: { method: 'POST', path: '/api/Staff/Surveys/:surveyId/Attach', ...staff },
  detachStaffSurveyFromEvent: { method: 'POST', path: '/api/Staff/Surveys/:surveyId/Detach', ...staff },
  getSurveyResults: { method: 'GET', path: '/api/Staff/Surveys/:surveyId/Results', ...staff },
  exportSurveyResponses: { method: 'GET', path: '/api/Staff/Surveys/:surveyId/Export', raw: true, ...staff },
  exportEventAttendees: { method: 'GET', path: '/api/Staff/Events/:eventId/Attendees/Export', raw: true, ...staff },
} as const satisfies Record<string, Route>;
