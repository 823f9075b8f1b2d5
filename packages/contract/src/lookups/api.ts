import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { lookupRoutes } from './routes.ts';
import { certificationGroupSchema, idNameListSchema } from './schemas.ts';

export const lookupApi = {
  listStates: { response: envelopeSchema(idNameListSchema) },
  listCertifications: { response: envelopeSchema(z.array(certificationGroupSchema)) },
  listBusinessClassifications: { response: envelopeSchema(idNameListSchema) },
  listPublicOrganizations: { response: envelopeSchema(idNameListSchema) },
  listDocumentTypes: { response: envelopeSchema(idNameListSchema) },
} as const satisfies { [K in keyof typeof lookupRoutes]: Schemas };
