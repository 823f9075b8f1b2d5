import { z } from 'zod';
import { id } from '../fields.ts';

/** §3 FAQ. Header and Body are plain text. */
export const faqSchema = z.object({
  Id: id,
  Header: z.string(),
  Body: z.string(),
  DefaultOpen: z.boolean(),
});
export type Faq = z.infer<typeof faqSchema>;
