import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import type { accessRequestRoutes } from './routes.ts';
import { barrierReportSchema, languageAssistanceRequestSchema } from './schemas.ts';
import type { accessRequestStaffRoutes } from './staff-routes.ts';
import { accessRequestParamsSchema, accessRequestUpdateSchema, staffAccessRequestSchema } from './staff-schemas.ts';

export const accessRequestApi = {
  requestLanguageAssistance: { body: languageAssistanceRequestSchema, response: emptyEnvelopeSchema },
  reportBarrier: { body: barrierReportSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof accessRequestRoutes]: Schemas };

export const accessRequestStaffApi = {
  listStaffAccessRequests: { response: envelopeSchema(z.array(staffAccessRequestSchema)) },
  updateStaffAccessRequest: {
    params: accessRequestParamsSchema,
    body: accessRequestUpdateSchema,
    response: envelopeSchema(staffAccessRequestSchema.nullable()),
  },
} as const satisfies { [K in keyof typeof accessRequestStaffRoutes]: Schemas };
