import { type Business, messages } from '@bridgehub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

const vendorKey = (vendorId: number) => [...CONSOLE_QUERY_KEY, 'vendor', vendorId] as const;

/**
 * GET /api/Staff/Vendors/:vendorId; null when there is no such vendor (the server's 404 sentence), so the page can say so
 * instead of showing a failure to retry.
 */
const staffVendorQuery = (vendorId: number) =>
  queryOptions({
    queryKey: vendorKey(vendorId),
    queryFn: async ({ signal }) => {
      const answer = await call('getStaffVendor', { params: { vendorId }, signal });
      if (!answer.Success && answer.ErrorMessage === messages.notFound) return null;
      return unwrap(answer);
    },
  });

export const useStaffVendor = (vendorId: number) => useQuery(staffVendorQuery(vendorId));

/** The audit list's filters, as the endpoint takes them (From/To are instants). */
export interface AuditFilter {
  Entity?: string;
  ActorKind?: string;
  From?: string;
  To?: string;
  Page: number;
  PageSize: number;
}

/** GET /api/Staff/Vendors/:vendorId/Audit: newest first; the last page stays on screen while the next one loads. */
export const useVendorAudit = (vendorId: number, filter: AuditFilter) =>
  useQuery({
    queryKey: [...vendorKey(vendorId), 'audit', filter],
    queryFn: async ({ signal }) =>
      unwrap(await call('listVendorAudit', { params: { vendorId }, query: filter, signal })),
    placeholderData: keepPreviousData,
  });

type VendorChangeKey =
  | 'updateStaffVendor'
  | 'setVendorLock'
  | 'approveVendorContact'
  | 'setVendorContactEnabled'
  | 'makeVendorContactPrimary'
  | 'approveEngagement'
  | 'declineEngagement'
  | 'createAssignment'
  | 'endAssignment';

/** Every change answers the vendor page; refreshing the vendor's key also refreshes its audit trail. */
const useVendorChange = <I, K extends VendorChangeKey>(
  vendorId: number,
  request: (input: I) => Promise<Answer<K>>,
  success?: string,
) => useAnswerMutation({ request, success, invalidates: [vendorKey(vendorId)] });

/** PUT /api/Staff/Vendors/:vendorId: the vendor's own rules (§5); a lock does not bind staff. */
export const useUpdateStaffVendor = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Business: Business) => call('updateStaffVendor', { params: { vendorId }, body: { Business } }),
    'The business is saved.',
  );

/** PUT /api/Staff/Vendors/:vendorId/Lock: drives CanEditBusiness for all of the vendor's contacts. */
export const useSetVendorLock = (vendorId: number) =>
  useVendorChange(vendorId, (Locked: boolean) => call('setVendorLock', { params: { vendorId }, body: { Locked } }));

export const useApproveVendorContact = (vendorId: number) =>
  useVendorChange(vendorId, (contactId: number) => call('approveVendorContact', { params: { vendorId, contactId } }));

/** PUT /api/Staff/Vendors/:vendorId/Contacts/:contactId/Enabled: disabling signs the contact out. */
export const useSetVendorContactEnabled = (vendorId: number) =>
  useVendorChange(vendorId, ({ ContactId, Enabled }: { ContactId: number; Enabled: boolean }) =>
    call('setVendorContactEnabled', { params: { vendorId, contactId: ContactId }, body: { Enabled } }),
  );

export const useMakeVendorContactPrimary = (vendorId: number) =>
  useVendorChange(vendorId, (contactId: number) =>
    call('makeVendorContactPrimary', { params: { vendorId, contactId } }),
  );

export const useApproveEngagement = (vendorId: number) =>
  useVendorChange(
    vendorId,
    () => call('approveEngagement', { params: { vendorId } }),
    'Engagement approved. The vendor can now work with the program.',
  );

/** POST /api/Staff/Vendors/:vendorId/Engagement/Decline: the reason is mailed to the vendor's contacts. */
export const useDeclineEngagement = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Reason: string) => call('declineEngagement', { params: { vendorId }, body: { Reason } }),
    'Engagement declined. The reason was sent to the vendor.',
  );

export const useCreateAssignment = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Assignment: string) => call('createAssignment', { params: { vendorId }, body: { Assignment } }),
    'Assignment added.',
  );

export const useEndAssignment = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (assignmentId: number) => call('endAssignment', { params: { vendorId, assignmentId } }),
    'Assignment ended.',
  );
