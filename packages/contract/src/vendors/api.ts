import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import { vendorInfoSchema, vendorRecordSchema, vendorUpdateSchema } from './hub-schemas.ts';
import type { vendorHubRoutes, vendorRoutes, vendorStaffRoutes } from './routes.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './schemas.ts';
import {
  addAssignmentSchema,
  auditPageSchema,
  auditQuerySchema,
  consoleVendorSchema,
  declineEngagementSchema,
  endAssignmentSchema,
  staffContactActionSchema,
  staffContactEnabledSchema,
  staffVendorUpdateSchema,
  vendorDashboardSchema,
  vendorDirectoryFilterSchema,
  vendorDirectoryPageSchema,
  vendorDirectoryQuerySchema,
  vendorIdBodySchema,
  vendorIdParamsSchema,
  vendorLockSchema,
} from './staff-schemas.ts';

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

/** Every write answers the vendor page as it now is (null with a handled failure). */
const vendorPage = envelopeSchema(consoleVendorSchema.nullable());

export const vendorStaffApi = {
  getVendorDashboard: { response: envelopeSchema(vendorDashboardSchema) },
  listConsoleVendors: { query: vendorDirectoryQuerySchema, response: envelopeSchema(vendorDirectoryPageSchema) },
  exportConsoleVendors: { query: vendorDirectoryFilterSchema, response: z.string() },
  getConsoleVendor: { params: vendorIdParamsSchema, response: vendorPage },
  listVendorAudit: { params: vendorIdParamsSchema, query: auditQuerySchema, response: envelopeSchema(auditPageSchema) },
  updateConsoleVendor: { body: staffVendorUpdateSchema, response: vendorPage },
  approveConsoleContact: { body: staffContactActionSchema, response: vendorPage },
  setConsoleContactEnabled: { body: staffContactEnabledSchema, response: vendorPage },
  makeConsoleContactPrimary: { body: staffContactActionSchema, response: vendorPage },
  setVendorLock: { body: vendorLockSchema, response: vendorPage },
  approveEngagement: { body: vendorIdBodySchema, response: vendorPage },
  declineEngagement: { body: declineEngagementSchema, response: vendorPage },
  addAssignment: { body: addAssignmentSchema, response: vendorPage },
  endAssignment: { body: endAssignmentSchema, response: vendorPage },
} as const satisfies { [K in keyof typeof vendorStaffRoutes]: Schemas };
