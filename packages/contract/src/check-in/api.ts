import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { checkInStaffRoutes } from './routes.ts';
import {
  checkInAttendeeRequestSchema,
  checkInAttendeeSchema,
  checkInCountsSchema,
  checkInEventQuerySchema,
  checkInEventSchema,
  checkInOutcomeSchema,
  checkInRosterSchema,
  checkInSearchQuerySchema,
  walkInSchema,
} from './schemas.ts';

const outcome = envelopeSchema(checkInOutcomeSchema.nullable());

export const checkInStaffApi = {
  listCheckInEvents: { response: envelopeSchema(z.array(checkInEventSchema)) },
  getCheckInRoster: { query: checkInEventQuerySchema, response: envelopeSchema(checkInRosterSchema.nullable()) },
  getCheckInCounts: { query: checkInEventQuerySchema, response: envelopeSchema(checkInCountsSchema.nullable()) },
  searchCheckInAttendees: {
    query: checkInSearchQuerySchema,
    response: envelopeSchema(z.array(checkInAttendeeSchema).nullable()),
  },
  checkInAttendee: { body: checkInAttendeeRequestSchema, response: outcome },
  addWalkIn: { body: walkInSchema, response: outcome },
} as const satisfies { [K in keyof typeof checkInStaffRoutes]: Schemas };
