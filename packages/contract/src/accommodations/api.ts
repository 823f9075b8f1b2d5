import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { accommodationRoutes } from './routes.ts';
import {
  accommodationEventParamsSchema,
  accommodationParamsSchema,
  accommodationUpdateSchema,
  dueAccommodationsSchema,
  eventAccommodationsSchema,
  staffAccommodationSchema,
} from './schemas.ts';

export const accommodationApi = {
  listEventAccommodations: {
    params: accommodationEventParamsSchema,
    response: envelopeSchema(eventAccommodationsSchema.nullable()),
  },
  updateAccommodation: {
    params: accommodationParamsSchema,
    body: accommodationUpdateSchema,
    response: envelopeSchema(staffAccommodationSchema.nullable()),
  },
  listDueAccommodations: { response: envelopeSchema(dueAccommodationsSchema) },
} as const satisfies { [K in keyof typeof accommodationRoutes]: Schemas };
