import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { accommodationStaffRoutes } from './routes.ts';
import {
  accommodationEventParamsSchema,
  accommodationParamsSchema,
  accommodationUpdateSchema,
  dueAccommodationsSchema,
  eventAccommodationsSchema,
  staffAccommodationSchema,
} from './schemas.ts';

export const accommodationStaffApi = {
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
} as const satisfies { [K in keyof typeof accommodationStaffRoutes]: Schemas };
