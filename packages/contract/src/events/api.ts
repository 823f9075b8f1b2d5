import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema, flatEnvelopeSchema } from '../envelope.ts';
import type { eventRoutes } from './routes.ts';
import {
  checkInResultFields,
  checkInSchema,
  eventDetailsSchema,
  eventIdParamsSchema,
  eventListItemSchema,
  eventRegistrationResultFields,
  eventRegistrationSchema,
} from './schemas.ts';
import type { eventStaffRoutes } from './staff-routes.ts';
import {
  attendeesQuerySchema,
  attendeesSchema,
  cancelTokenParamsSchema,
  eventInputSchema,
  publishEventSchema,
  registrationToCancelSchema,
  staffEventOptionsSchema,
  staffEventParamsSchema,
  staffEventSchema,
  staffEventsQuerySchema,
  staffEventsSchema,
  staffRegistrationParamsSchema,
} from './staff-schemas.ts';

export const eventApi = {
  listUpcomingEvents: { response: envelopeSchema(z.array(eventListItemSchema)) },
  getEventDetails: { params: eventIdParamsSchema, response: envelopeSchema(eventDetailsSchema) },
  /** §7: a blob, saved as '<event name>.ics'. */
  getEventCalendar: { params: eventIdParamsSchema, response: z.string() },
  registerForEvent: { body: eventRegistrationSchema, response: flatEnvelopeSchema(eventRegistrationResultFields) },
  checkInToEvent: { body: checkInSchema, response: flatEnvelopeSchema(checkInResultFields) },
} as const satisfies { [K in keyof typeof eventRoutes]: Schemas };

const event = envelopeSchema(staffEventSchema.nullable());

export const eventStaffApi = {
  listStaffEvents: { query: staffEventsQuerySchema, response: envelopeSchema(staffEventsSchema) },
  getStaffEventOptions: { response: envelopeSchema(staffEventOptionsSchema) },
  getStaffEvent: { params: staffEventParamsSchema, response: event },
  createStaffEvent: { body: eventInputSchema, response: event },
  updateStaffEvent: { params: staffEventParamsSchema, body: eventInputSchema, response: event },
  duplicateStaffEvent: { params: staffEventParamsSchema, response: event },
  publishStaffEvent: { params: staffEventParamsSchema, body: publishEventSchema, response: event },
  cancelStaffEvent: { params: staffEventParamsSchema, response: event },
  listEventAttendees: {
    params: staffEventParamsSchema,
    query: attendeesQuerySchema,
    response: envelopeSchema(attendeesSchema.nullable()),
  },
  /** True once the registration is cancelled (a Response the web can tell from a failure). */
  cancelEventRegistration: { params: staffRegistrationParamsSchema, response: envelopeSchema(z.boolean()) },
  getRegistrationToCancel: {
    params: cancelTokenParamsSchema,
    response: envelopeSchema(registrationToCancelSchema.nullable()),
  },
  cancelRegistrationByLink: { params: cancelTokenParamsSchema, response: envelopeSchema(z.boolean()) },
} as const satisfies {
  [K in keyof typeof eventStaffRoutes | 'getRegistrationToCancel' | 'cancelRegistrationByLink']: Schemas;
};
