import { z } from 'zod';

/** Settings of the running site that screens show: the vendor support address of the footer and the terms. */
export const siteSettingsSchema = z.object({ SupportEmail: z.string() });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
