import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { captchaRoutes } from './routes.ts';
import { captchaConfigSchema } from './schemas.ts';

export const captchaApi = {
  getCaptchaConfig: { response: envelopeSchema(captchaConfigSchema) },
  getCaptchaChallenge: { response: z.record(z.string(), z.unknown()) },
} as const satisfies { [K in keyof typeof captchaRoutes]: Schemas };
