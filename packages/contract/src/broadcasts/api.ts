import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { broadcastStaffRoutes } from './routes.ts';
import {
  broadcastDraftSchema,
  broadcastEventSchema,
  broadcastIdBodySchema,
  broadcastIdParamsSchema,
  broadcastPageSchema,
  broadcastPreviewSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  deliveriesQuerySchema,
  deliveryPageSchema,
  saveBroadcastSchema,
} from './schemas.ts';

const broadcast = envelopeSchema(broadcastSchema.nullable());

export const broadcastStaffApi = {
  listBroadcasts: { query: broadcastsQuerySchema, response: envelopeSchema(broadcastPageSchema) },
  getBroadcast: { params: broadcastIdParamsSchema, response: broadcast },
  saveBroadcast: { body: saveBroadcastSchema, response: broadcast },
  /** Answers true: the draft is gone. */
  deleteBroadcast: { body: broadcastIdBodySchema, response: envelopeSchema(z.boolean()) },
  previewBroadcast: { body: broadcastDraftSchema, response: envelopeSchema(broadcastPreviewSchema.nullable()) },
  sendBroadcast: { body: broadcastIdBodySchema, response: broadcast },
  listBroadcastDeliveries: {
    params: broadcastIdParamsSchema,
    query: deliveriesQuerySchema,
    response: envelopeSchema(deliveryPageSchema),
  },
  listBroadcastEvents: { response: envelopeSchema(z.array(broadcastEventSchema)) },
} as const satisfies { [K in keyof typeof broadcastStaffRoutes]: Schemas };
