import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema } from '../envelope.ts';
import type { unsubscribeRoutes } from './routes.ts';
import { unsubscribeParamsSchema } from './schemas.ts';

export const unsubscribeApi = {
  unsubscribeBroadcast: { params: unsubscribeParamsSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof unsubscribeRoutes]: Schemas };
