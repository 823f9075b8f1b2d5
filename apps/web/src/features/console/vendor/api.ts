import { type Business, messages } from '@bridgehub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

const vendorKey = (vendorId: number) => [...CONSOLE_QUERY_KEY, 'vendor', vendorId] as const;

/**
 * GET /api/Staff/Vendor/:id; null when there is no such vendor (the server's 404 sentence), so the page can say so
 * instead of showing a failure to retry.
 */
const consoleVendorQuery = (vendorId: number) =>
  queryOptions({
    queryKey: vendorKey(vendorId),
    queryFn: async ({ signal }) => {
      const answer = await call('getConsoleVendor', { params: { id: vendorId }, signal });
      if (!answer.Success && answer.ErrorMessage === messages.notFound) return null;
      return unwrap(answer);
    },
  });

export const useConsoleVendor = (vendorId: number) => useQuery(consoleVendorQuery(vendorId));

/** The audit list's filters, as the endpoint takes them (From/To are instants). */
export interface AuditFilter {
  Entity?: string;
  ActorKind?: string;
  From?: string;
  To?: string;
  Page: number;
  PageSize: number;
}

/** GET /api/Staff/Vendor/:id/Audit: newest first; the last page stays on screen while the next one loads. */
export const useVendorAudit = (vendorId: number, filter: AuditFilter) =>
  useQuery({
    queryKey: [...vendorKey(vendorId), 'audit', filter],
    queryFn: async ({ signal }) =>
      unwrap(await call('listVendorAudit', { params: { id: vendorId }, query: filter, signal })),
    placeholderData: keepPreviousData,
  });

type VendorChangeKey =
  | 'updateConsoleVendor'
  | 'setVendorLock'
  | 'approveConsoleContact'
  | 'setConsoleContactEnabled'
  | 'makeConsoleContactPrimary'
  | 'approveEngagement'
  | 'declineEngagement'
  | 'addAssignment'
  | 'endAssignment';

/** Every change answers the vendor page; refreshing the vendor's key also refreshes its audit trail. */
const useVendorChange = <I, K extends VendorChangeKey>(
  vendorId: number,
  request: (input: I) => Promise<Answer<K>>,
  success?: string,
) => useAnswerMutation({ request, success, invalidates: [vendorKey(vendorId)] });

/** PUT /api/Staff/Vendor/Business: the vendor's own rules (§5); a lock does not bind staff. */
export const useUpdateConsoleVendor = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Business: Business) => call('updateConsoleVendor', { body: { VendorId: vendorId, Business } }),
    'The business is saved.',
  );

/** POST /api/Staff/Vendor/Lock: drives CanEditBusiness for all of the vendor's contacts. */
export const useSetVendorLock = (vendorId: number) =>
  useVendorChange(vendorId, (Locked: boolean) => call('setVendorLock', { body: { VendorId: vendorId, Locked } }));

export const useApproveConsoleContact = (vendorId: number) =>
  useVendorChange(vendorId, (ContactId: number) =>
    call('approveConsoleContact', { body: { VendorId: vendorId, ContactId } }),
  );

/** POST /api/Staff/Vendor/Contact/SetEnabled: disabling signs the contact out. */
export const useSetConsoleContactEnabled = (vendorId: number) =>
  useVendorChange(vendorId, ({ ContactId, Enabled }: { ContactId: number; Enabled: boolean }) =>
    call('setConsoleContactEnabled', { body: { VendorId: vendorId, ContactId, Enabled } }),
  );

export const useMakeConsoleContactPrimary = (vendorId: number) =>
  useVendorChange(vendorId, (ContactId: number) =>
    call('makeConsoleContactPrimary', { body: { VendorId: vendorId, ContactId } }),
  );

export const useApproveEngagement = (vendorId: number) =>
  useVendorChange(
    vendorId,
    () => call('approveEngagement', { body: { VendorId: vendorId } }),
    'Engagement approved. The vendor can now work with the program.',
  );

/** POST /api/Staff/Vendor/Engagement/Decline: the reason is mailed to the vendor's contacts. */
export const useDeclineEngagement = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Reason: string) => call('declineEngagement', { body: { VendorId: vendorId, Reason } }),
    'Engagement declined. The reason was sent to the vendor.',
  );

export const useAddAssignment = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (Assignment: string) => call('addAssignment', { body: { VendorId: vendorId, Assignment } }),
    'Assignment added.',
  );

export const useEndAssignment = (vendorId: number) =>
  useVendorChange(
    vendorId,
    (AssignmentId: number) => call('endAssignment', { body: { VendorId: vendorId, AssignmentId } }),
    'Assignment ended.',
  );
