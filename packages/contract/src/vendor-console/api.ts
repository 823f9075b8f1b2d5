import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { envelopeSchema } from '../envelope.ts';
import type { vendorConsoleRoutes } from './routes.ts';
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
} from './schemas.ts';

/** Every write answers the vendor page as it now is (null with a handled failure). */
const vendorPage = envelopeSchema(consoleVendorSchema.nullable());

export const vendorConsoleApi = {
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
} as const satisfies { [K in keyof typeof vendorConsoleRoutes]: Schemas };
