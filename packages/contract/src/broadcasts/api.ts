import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { broadcastStaffRoutes } from './routes.ts';
import {
  broadcastDraftSchema,
  broadcastEventSchema,
  broadcastIdParamsSchema,
  broadcastPageSchema,
  broadcastPreviewSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  deliveriesQuerySchema,
  deliveryPageSchema,
} from './schemas.ts';

const broadcast = envelopeSchema(broadcastSchema.nullable());

export const broadcastStaffApi = {
  listBroadcasts: { query: broadcastsQuerySchema, response: envelopeSchema(broadcastPageSchema) },
  getBroadcast: { params: broadcastIdParamsSchema, response: broadcast },
  createBroadcast: { body: broadcastDraftSchema, response: broadcast },
  updateBroadcast: { params: broadcastIdParamsSchema, body: broadcastDraftSchema, response: broadcast },
  /** Answers true: the draft is gone. */
  deleteBroadcast: { params: broadcastIdParamsSchema, response: envelopeSchema(z.boolean()) },
  previewBroadcast: { body: broadcastDraftSchema, response: envelopeSchema(broadcastPreviewSchema.nullable()) },
  sendBroadcast: { params: broadcastIdParamsSchema, response: broadcast },
  listBroadcastDeliveries: {
    params: broadcastIdParamsSchema,
    query: deliveriesQuerySchema,
    response: envelopeSchema(deliveryPageSchema),
  },
  listBroadcastEvents: { response: envelopeSchema(z.array(broadcastEventSchema)) },
} as const satisfies { [K in keyof typeof broadcastStaffRoutes]: Schemas };
