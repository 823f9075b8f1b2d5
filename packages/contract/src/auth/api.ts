import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import type { authRoutes } from './routes.ts';
import {
  loginCallbackQuerySchema,
  loginRequestQuerySchema,
  loginTokenSchema,
  refreshRequestSchema,
  signOutRequestSchema,
} from './schemas.ts';

export const authApi = {
  requestLogin: { query: loginRequestQuerySchema, response: envelopeSchema(z.boolean()) },
  completeLogin: { query: loginCallbackQuerySchema, response: envelopeSchema(loginTokenSchema.nullable()) },
  refreshLogin: { body: refreshRequestSchema, response: envelopeSchema(loginTokenSchema.nullable()) },
  signOut: { body: signOutRequestSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof authRoutes]: Schemas };
