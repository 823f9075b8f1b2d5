import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { siteRoutes } from './routes.ts';
import { siteSettingsSchema } from './schemas.ts';

export const siteApi = {
  getSiteSettings: { response: envelopeSchema(siteSettingsSchema) },
} as const satisfies { [K in keyof typeof siteRoutes]: Schemas };
