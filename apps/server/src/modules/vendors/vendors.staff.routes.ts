import { Readable } from 'node:stream';
import { ok, type VendorDirectoryFilter, type VendorDirectoryRow, type vendorStaffRoutes } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { csvLine } from '../../http/csv.ts';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { listAuditEntries } from '../audit/audit.service.ts';
import { directoryBatches, getVendorDashboard, listDirectory } from './vendor-directory.service.ts';
import {
  approveEngagement,
  approveVendorContact,
  createAssignment,
  declineEngagement,
  endAssignment,
  getStaffVendor,
  makeVendorContactPrimary,
  setVendorContactEnabled,
  setVendorLock,
  updateStaffVendor,
} from './vendors.staff.service.ts';

const CSV_COLUMNS: [string, (row: VendorDirectoryRow) => string | number | boolean][] = [
  ['Vendor id', (row) => row.VendorId],
  ['Business name', (row) => row.BusinessName],
  ['DBA', (row) => row.DBA],
  ['Business e-mail', (row) => row.Email],
  ['Primary contact', (row) => row.PrimaryContactName],
  ['Primary contact e-mail', (row) => row.PrimaryContactEmail],
  ['City', (row) => row.City],
  ['State', (row) => row.State],
  ['Verified', (row) => row.Verified],
  ['Engagement', (row) => row.Engagement],
  ['Certifications', (row) => row.Certifications.join('; ')],
  ['Missing required documents', (row) => row.MissingRequiredDocuments],
  ['Needs reply', (row) => row.NeedsReply],
  ['Contacts awaiting approval', (row) => row.ContactsAwaitingApproval],
  ['Editing locked', (row) => row.Locked],
  ['Registered', (row) => row.CreatedAt],
  ['Last activity', (row) => row.LastActivityAt],
];

/** The filtered directory as CSV, written batch by batch so 100,000 vendors never sit in memory at once. */
async function* directoryCsv(db: Database, filter: VendorDirectoryFilter) {
  yield csvLine(CSV_COLUMNS.map(([name]) => name));
  for await (const rows of directoryBatches(db, filter)) {
    yield rows.map((row) => csvLine(CSV_COLUMNS.map(([, cell]) => cell(row)))).join('');
  }
}

const assertVendorExists = async (db: Database, vendorId: number) => {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw notFound();
};

/** The vendors half of the staff console (DESIGN.md §10); the contract's `roles` say who may call each. */
export const vendorStaffBindings = (deps: ModuleDeps): Bindings<typeof vendorStaffRoutes> => {
  const { db } = deps;
  return {
    getVendorDashboard: { handle: async () => ok(await getVendorDashboard(db)) },
    listStaffVendors: { handle: async ({ query }) => ok(await listDirectory(db, query)) },
    exportStaffVendors: {
      handle: async ({ query, reply }) => {
        const fileName = `vendors-${new Date().toISOString().slice(0, 10)}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(Readable.from(directoryCsv(db, query)));
      },
    },
    getStaffVendor: { handle: async ({ params }) => ok(await getStaffVendor(db, params.vendorId)) },
    listVendorAudit: {
      handle: async ({ params, query }) => {
        await assertVendorExists(db, params.vendorId);
        return ok(await listAuditEntries(db, params.vendorId, query));
      },
    },
    updateStaffVendor: {
      handle: async ({ caller, params, body }) =>
        ok(await updateStaffVendor(db, caller, params.vendorId, body.Business)),
    },
    approveVendorContact: {
      handle: async ({ caller, params }) =>
        ok(await approveVendorContact(db, caller, params.vendorId, params.contactId)),
    },
    setVendorContactEnabled: {
      handle: async ({ caller, params, body }) =>
        ok(await setVendorContactEnabled(db, caller, params.vendorId, params.contactId, body.Enabled)),
    },
    makeVendorContactPrimary: {
      handle: async ({ caller, params }) =>
        ok(await makeVendorContactPrimary(db, caller, params.vendorId, params.contactId)),
    },
    setVendorLock: {
      handle: async ({ caller, params, body }) => ok(await setVendorLock(db, caller, params.vendorId, body.Locked)),
    },
    approveEngagement: {
      handle: async ({ caller, params }) => ok(await approveEngagement(db, caller, params.vendorId)),
    },
    declineEngagement: {
      handle: async ({ caller, params, body }) =>
        ok(await declineEngagement(db, deps, caller, params.vendorId, body.Reason)),
    },
    createAssignment: {
      handle: async ({ caller, params, body }) =>
        ok(await createAssignment(db, caller, params.vendorId, body.Assignment)),
    },
    endAssignment: {
      handle: async ({ caller, params }) => ok(await endAssignment(db, caller, params.vendorId, params.assignmentId)),
    },
  };
};
