import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import { vendorInfoSchema, vendorRecordSchema, vendorUpdateSchema } from './hub-schemas.ts';
import type { vendorHubRoutes, vendorRoutes } from './routes.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './schemas.ts';

export const vendorApi = {
  submitVendor: { body: vendorRegistrationSchema, response: emptyEnvelopeSchema },
  verifyVendor: { query: verifyQuerySchema, response: emptyEnvelopeSchema },
  searchVendors: { query: searchQuerySchema, response: envelopeSchema(z.array(vendorSearchResultSchema)) },
  searchVendorEmail: { query: searchQuerySchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof vendorRoutes]: Schemas };

export const vendorHubApi = {
  getVendorInfo: { response: envelopeSchema(vendorInfoSchema.nullable()) },
  listVendors: { response: envelopeSchema(z.array(vendorRecordSchema)) },
  updateVendor: { body: vendorUpdateSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof vendorHubRoutes]: Schemas };
