import type { EngagementStatus, VendorDirectoryRow } from '@bridgehub/contract';

export const engagementLabels: Record<EngagementStatus, string> = {
  None: 'Not requested',
  Requested: 'Requested',
  Approved: 'Approved',
  Declined: 'Declined',
};

const count = new Intl.NumberFormat('en-US');

/** A number with its noun: "1 vendor", "1,234 vendors". */
export const countOf = (value: number, one: string, many = `${one}s`) =>
  `${count.format(value)} ${value === 1 ? one : many}`;

/** What about a vendor needs attention, in words. */
export const flagsOf = (row: VendorDirectoryRow) =>
  [
    row.MissingRequiredDocuments && 'Missing required documents',
    row.NeedsReply && 'Needs a reply',
    row.ContactsAwaitingApproval > 0 && `${countOf(row.ContactsAwaitingApproval, 'contact')} awaiting approval`,
    row.Locked && 'Editing locked',
  ].filter((flag) => typeof flag === 'string');

export const placeOf = (row: VendorDirectoryRow) => [row.City, row.State].filter(Boolean).join(', ');
