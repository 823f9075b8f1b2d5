import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import { vendorInfoSchema, vendorRecordSchema, vendorUpdateSchema } from './hub-schemas.ts';
import type { vendorHubRoutes, vendorRoutes } from './routes.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './schemas.ts';
import type { vendorStaffRoutes } from './staff-routes.ts';
import {
  assignmentParamsSchema,
  auditPageSchema,
  auditQuerySchema,
  consoleVendorSchema,
  createAssignmentSchema,
  declineEngagementSchema,
  staffVendorUpdateSchema,
  vendorContactEnabledSchema,
  vendorContactParamsSchema,
  vendorDashboardSchema,
  vendorDirectoryFilterSchema,
  vendorDirectoryPageSchema,
  vendorDirectoryQuerySchema,
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
  listStaffVendors: { query: vendorDirectoryQuerySchema, response: envelopeSchema(vendorDirectoryPageSchema) },
  exportStaffVendors: { query: vendorDirectoryFilterSchema, response: z.string() },
  getStaffVendor: { params: vendorIdParamsSchema, response: vendorPage },
  listVendorAudit: { params: vendorIdParamsSchema, query: auditQuerySchema, response: envelopeSchema(auditPageSchema) },
  updateStaffVendor: { params: vendorIdParamsSchema, body: staffVendorUpdateSchema, response: vendorPage },
  approveVendorContact: { params: vendorContactParamsSchema, response: vendorPage },
  setVendorContactEnabled: {
    params: vendorContactParamsSchema,
    body: vendorContactEnabledSchema,
    response: vendorPage,
  },
  makeVendorContactPrimary: { params: vendorContactParamsSchema, response: vendorPage },
  setVendorLock: { params: vendorIdParamsSchema, body: vendorLockSchema, response: vendorPage },
  approveEngagement: { params: vendorIdParamsSchema, response: vendorPage },
  declineEngagement: { params: vendorIdParamsSchema, body: declineEngagementSchema, response: vendorPage },
  createAssignment: { params: vendorIdParamsSchema, body: createAssignmentSchema, response: vendorPage },
  endAssignment: { params: assignmentParamsSchema, response: vendorPage },
} as const satisfies { [K in keyof typeof vendorStaffRoutes]: Schemas };
