import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { faqRoutes } from './routes.ts';
import { faqSchema } from './schemas.ts';
import type { faqStaffRoutes } from './staff-routes.ts';
import { faqDraftSchema, faqIdParamsSchema, moveFaqSchema } from './staff-schemas.ts';

const faqList = envelopeSchema(z.array(faqSchema).nullable());

export const faqApi = {
  listFaqs: { response: envelopeSchema(z.array(faqSchema)) },
} as const satisfies { [K in keyof typeof faqRoutes]: Schemas };

export const faqStaffApi = {
  listStaffFaqs: { response: faqList },
  createStaffFaq: { body: faqDraftSchema, response: faqList },
  updateStaffFaq: { params: faqIdParamsSchema, body: faqDraftSchema, response: faqList },
  moveStaffFaq: { params: faqIdParamsSchema, body: moveFaqSchema, response: faqList },
  deleteStaffFaq: { params: faqIdParamsSchema, response: faqList },
} as const satisfies { [K in keyof typeof faqStaffRoutes]: Schemas };
