import { ok, type surveyStaffRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import { sendTable } from '../../http/spreadsheet.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  attachStaffSurveyToEvent,
  createStaffSurvey,
  detachStaffSurveyFromEvent,
  getStaffSurvey,
  listStaffSurveys,
  updateStaffSurvey,
} from './survey-builder.service.ts';
import { eventAttendeesTable, getSurveyResults, surveyResponsesTable } from './survey-results.service.ts';

/** The survey builder, results and exports in the staff console; the contract's `roles` say who may call each. */
export const surveyStaffBindings = (deps: ModuleDeps): Bindings<typeof surveyStaffRoutes> => {
  const { db } = deps;
  return {
    listStaffSurveys: { handle: async () => ok(await listStaffSurveys(db)) },
    getStaffSurvey: { handle: async ({ params }) => ok(await getStaffSurvey(db, params.surveyId)) },
    createStaffSurvey: { handle: async ({ body }) => ok(await createStaffSurvey(db, body)) },
    updateStaffSurvey: { handle: async ({ params, body }) => ok(await updateStaffSurvey(db, params.surveyId, body)) },
    attachStaffSurveyToEvent: {
      handle: async ({ params, body }) => ok(await attachStaffSurveyToEvent(db, params.surveyId, body.EventId)),
    },
    detachStaffSurveyFromEvent: {
      handle: async ({ params, body }) => ok(await detachStaffSurveyFromEvent(db, params.surveyId, body.EventId)),
    },
    getSurveyResults: { handle: async ({ params }) => ok(await getSurveyResults(db, params.surveyId)) },
    exportSurveyResponses: {
      handle: async ({ params, query, reply }) =>
        sendTable(reply, await surveyResponsesTable(db, params.surveyId), query.format),
    },
    exportEventAttendees: {
      handle: async ({ params, query, reply }) =>
        sendTable(reply, await eventAttendeesTable(db, params.eventId), query.format),
    },
  };
};
