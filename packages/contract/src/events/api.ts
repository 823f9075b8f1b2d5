import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { eventStaffRoutes } from './routes.ts';
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
} from './schemas.ts';

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
