import { ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { sendTable } from '../../http/spreadsheet.ts';
import {
  attachSurveyToEvent,
  createStaffSurvey,
  detachSurveyFromEvent,
  getStaffSurvey,
  listStaffSurveys,
  saveStaffSurvey,
} from './survey-builder.service.ts';
import { eventAttendeesTable, getSurveyResults, surveyResponsesTable } from './survey-results.service.ts';

/** The survey builder, results and exports in the staff console; the contract's `roles` say who may call each. */
export const surveyStaffRoutes = (db: Database) =>
  ({
    listStaffSurveys: { handle: async () => ok(await listStaffSurveys(db)) },
    getStaffSurvey: { handle: async ({ params }) => ok(await getStaffSurvey(db, params.id)) },
    createStaffSurvey: { handle: async ({ body }) => ok(await createStaffSurvey(db, body)) },
    saveStaffSurvey: { handle: async ({ body }) => ok(await saveStaffSurvey(db, body)) },
    attachSurveyToEvent: {
      handle: async ({ body }) => ok(await attachSurveyToEvent(db, body.SurveyId, body.EventId)),
    },
    detachSurveyFromEvent: {
      handle: async ({ body }) => ok(await detachSurveyFromEvent(db, body.SurveyId, body.EventId)),
    },
    getSurveyResults: { handle: async ({ params }) => ok(await getSurveyResults(db, params.id)) },
    exportSurveyResponses: {
      handle: async ({ params, query, reply }) =>
        sendTable(reply, await surveyResponsesTable(db, params.id), query.format),
    },
    exportEventAttendees: {
      handle: async ({ params, query, reply }) =>
        sendTable(reply, await eventAttendeesTable(db, params.id), query.format),
    },
  }) satisfies Partial<Bindings>;
