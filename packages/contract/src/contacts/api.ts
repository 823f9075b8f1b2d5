import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import type { contactRoutes } from './routes.ts';
import {
  approveContactSchema,
  contactIdParamsSchema,
  contactSchema,
  createContactSchema,
  makePrimaryContactSchema,
  requestAccessSchema,
  requestProgramAccessSchema,
  updateContactSchema,
} from './schemas.ts';

const contact = envelopeSchema(contactSchema.nullable());

export const contactApi = {
  requestAccess: { body: requestAccessSchema, response: emptyEnvelopeSchema },
  approveContact: { body: approveContactSchema, response: emptyEnvelopeSchema },
  makePrimaryContact: { body: makePrimaryContactSchema, response: emptyEnvelopeSchema },
  viewContact: { params: contactIdParamsSchema, response: contact },
  updateContact: { body: updateContactSchema, response: contact },
  createContact: { body: createContactSchema, response: contact },
  requestProgramAccess: { body: requestProgramAccessSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof contactRoutes]: Schemas };
