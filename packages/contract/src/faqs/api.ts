import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import { faqSchema } from '../faq.ts';
import type { staffFaqRoutes } from './routes.ts';
import { faqDraftSchema, faqIdSchema, moveFaqSchema, updateFaqSchema } from './schemas.ts';

const faqList = envelopeSchema(z.array(faqSchema).nullable());

export const staffFaqApi = {
  listStaffFaqs: { response: faqList },
  createFaq: { body: faqDraftSchema, response: faqList },
  updateFaq: { body: updateFaqSchema, response: faqList },
  moveFaq: { body: moveFaqSchema, response: faqList },
  deleteFaq: { body: faqIdSchema, response: faqList },
} as const satisfies { [K in keyof typeof staffFaqRoutes]: Schemas };
