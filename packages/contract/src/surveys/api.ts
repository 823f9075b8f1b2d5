import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import { staffEventParamsSchema } from '../events/staff-schemas.ts';
import type { surveyRoutes } from './routes.ts';
import { surveyIdParamsSchema, surveySchema, surveySubmissionSchema } from './schemas.ts';
import type { surveyStaffRoutes } from './staff-routes.ts';
import {
  exportQuerySchema,
  staffSurveyParamsSchema,
  staffSurveySchema,
  surveyDraftSchema,
  surveyEventSchema,
  surveyResultsSchema,
  surveySummarySchema,
} from './staff-schemas.ts';

export const surveyApi = {
  getSurvey: { params: surveyIdParamsSchema, response: envelopeSchema(surveySchema) },
  submitSurvey: { body: surveySubmissionSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof surveyRoutes]: Schemas };

const survey = envelopeSchema(staffSurveySchema.nullable());

export const surveyStaffApi = {
  listStaffSurveys: { response: envelopeSchema(z.array(surveySummarySchema)) },
  getStaffSurvey: { params: staffSurveyParamsSchema, response: envelopeSchema(staffSurveySchema) },
  createStaffSurvey: { body: surveyDraftSchema, response: survey },
  updateStaffSurvey: { params: staffSurveyParamsSchema, body: surveyDraftSchema, response: survey },
  attachStaffSurveyToEvent: { params: staffSurveyParamsSchema, body: surveyEventSchema, response: survey },
  detachStaffSurveyFromEvent: { params: staffSurveyParamsSchema, body: surveyEventSchema, response: survey },
  getSurveyResults: { params: staffSurveyParamsSchema, response: envelopeSchema(surveyResultsSchema) },
  /** A file: CSV or XLSX. */
  exportSurveyResponses: { params: staffSurveyParamsSchema, query: exportQuerySchema, response: z.unknown() },
  exportEventAttendees: { params: staffEventParamsSchema, query: exportQuerySchema, response: z.unknown() },
} as const satisfies { [K in keyof typeof surveyStaffRoutes]: Schemas };
