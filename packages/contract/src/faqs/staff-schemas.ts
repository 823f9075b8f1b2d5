import { z } from 'zod';
import { idParam, text } from '../fields.ts';

export const FAQ_HEADER_MAX = 300;
export const FAQ_BODY_MAX = 5000;

/** §3 FAQ fields; Header and Body stay plain text, as the public page shows them. */
export const faqDraftSchema = z.object({
  Header: text(FAQ_HEADER_MAX),
  Body: text(FAQ_BODY_MAX),
  DefaultOpen: z.boolean(),
});
export type FaqDraft = z.infer<typeof faqDraftSchema>;

export const faqIdParamsSchema = z.object({ faqId: idParam });
export const moveFaqSchema = z.object({ Direction: text(4).pipe(z.enum(['Up', 'Down'])) });

/** Staff console texts for FAQs (ours; docs/decisions.md). */
export const faqMessages = {
  headerRequired: 'Please enter the question',
  bodyRequired: 'Please enter the answer',
} as const;
