import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import type { surveyRoutes, surveyStaffRoutes } from './routes.ts';
import { surveyIdParamsSchema, surveySchema, surveySubmissionSchema } from './schemas.ts';
import {
  exportQuerySchema,
  saveSurveySchema,
  staffSurveySchema,
  surveyDraftSchema,
  surveyEventSchema,
  surveyIdRouteSchema,
  surveyResultsSchema,
  surveySummarySchema,
} from './staff-schemas.ts';

export const surveyApi = {
  getSurvey: { params: surveyIdParamsSchema, response: envelopeSchema(surveySchema) },
  submitSurvey: { body: surveySubmissionSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof surveyRoutes]: Schemas };

export const surveyStaffApi = {
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
} as const satisfies { [K in keyof typeof surveyStaffRoutes]: Schemas };
