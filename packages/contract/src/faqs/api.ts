import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { faqRoutes, faqStaffRoutes } from './routes.ts';
import { faqSchema } from './schemas.ts';
import { faqDraftSchema, faqIdSchema, moveFaqSchema, updateFaqSchema } from './staff-schemas.ts';

const faqList = envelopeSchema(z.array(faqSchema).nullable());

export const faqApi = {
  listFaqs: { response: envelopeSchema(z.array(faqSchema)) },
} as const satisfies { [K in keyof typeof faqRoutes]: Schemas };

export const faqStaffApi = {
  listStaffFaqs: { response: faqList },
  createFaq: { body: faqDraftSchema, response: faqList },
  updateFaq: { body: updateFaqSchema, response: faqList },
  moveFaq: { body: moveFaqSchema, response: faqList },
  deleteFaq: { body: faqIdSchema, response: faqList },
} as const satisfies { [K in keyof typeof faqStaffRoutes]: Schemas };
