import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { staffSurveyRoutes } from './routes.ts';
import {
  exportQuerySchema,
  saveSurveySchema,
  staffSurveySchema,
  surveyDraftSchema,
  surveyEventSchema,
  surveyIdRouteSchema,
  surveyResultsSchema,
  surveySummarySchema,
} from './schemas.ts';

export const staffSurveyApi = {
  listStaffSurveys: { response: envelopeSchema(z.array(surveySummarySchema)) },
  getStaffSurvey: { params: surveyIdRouteSchema, response: envelopeSchema(staffSurveySchema) },
  createStaffSurvey: { body: surveyDraftSchema, response: envelopeSchema(staffSurveySchema.nullable()) },
  saveStaffSurvey: { body: saveSurveySchema, response: envelopeSchema(staffSurveySchema.nullable()) },
  attachSurveyToEvent: { body: surveyEventSchema, response: envelopeSchema(staffSurveySchema.nullable()) },
  detachSurveyFromEvent: { body: surveyEventSchema, response: envelopeSchema(staffSurveySchema.nullable()) },
  getSurveyResults: { params: surveyIdRouteSchema, response: envelopeSchema(surveyResultsSchema) },
  /** A file: CSV or XLSX. */
  exportSurveyResponses: { params: surveyIdRouteSchema, query: exportQuerySchema, response: z.unknown() },
  exportEventAttendees: { params: surveyIdRouteSchema, query: exportQuerySchema, response: z.unknown() },
} as const satisfies { [K in keyof typeof staffSurveyRoutes]: Schemas };
