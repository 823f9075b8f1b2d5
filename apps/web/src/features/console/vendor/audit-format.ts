import { type AuditEntry, formatPhone } from '@bridgehub/contract';
import { formatInstant } from '../../../lib/format-date.ts';

/** The audit filter's entities, as staff call them. */
export const entityLabels: Record<string, string> = {
  vendor: 'Business',
  contact: 'Contact',
  engagement: 'Engagement',
  assignment: 'Assignment',
  attachment: 'Document',
  'attachment-request': 'Document request',
};

export const actorKindLabels: Record<AuditEntry['ActorKind'], string> = {
  'vendor-contact': 'Vendor contact',
  staff: 'Staff',
};

const actionLabels: Record<string, string> = {
  'vendor:update': 'Updated the business',
  'vendor:lock': 'Locked editing',
  'vendor:unlock': 'Unlocked editing',
  'contact:create': 'Added a contact',
  'contact:request-access': 'Asked for access',
  'contact:withdraw-request': 'Access request withdrawn',
  'contact:update': 'Updated a contact',
  'contact:approve': 'Approved a contact',
  'contact:enable': 'Enabled a contact',
  'contact:disable': 'Disabled a contact',
  'contact:make-primary': 'Made a contact primary',
  'contact:unmake-primary': 'Replaced the primary contact',
  'engagement:request': 'Requested program engagement',
  'engagement:approve': 'Approved program engagement',
  'engagement:decline': 'Declined program engagement',
  'assignment:add': 'Added an assignment',
  'assignment:end': 'Ended an assignment',
  'attachment:attach': 'Attached a document',
  'attachment:review': 'Reviewed a document',
  'attachment-request:request': 'Requested a document',
};

/** "Approved a contact"; an action this screen does not know yet still reads as words. */
export const actionLabel = (entry: Pick<AuditEntry, 'Entity' | 'Action'>) =>
  actionLabels[`${entry.Entity}:${entry.Action}`] ??
  `${sentenceCase(entry.Action.replaceAll('-', ' '))} (${(entityLabels[entry.Entity] ?? entry.Entity).toLowerCase()})`;

/** The stored column names of the audit records, as the forms label them. */
const fieldLabels: Record<string, string> = {
  businessName: 'Organization name',
  dba: 'DBA',
  isPublicOrganization: 'Public organization',
  publicOrganizationId: 'Public organization',
  publicOrganizationOtherText: 'Other public organization',
  naicNumber: 'NAIC number',
  certificationNumber: 'Certification number',
  businessLicenseNumber: 'Business license number',
  businessLicenseStateId: 'Business license state',
  description: 'Description',
  ownershipEthnicity: 'Ownership ethnicity',
  ownershipOtherEthnicity: 'Other ownership ethnicity',
  ownershipGenderOther: 'Ownership gender',
  businessClassificationId: 'Federal tax classification',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  businessTypes: 'Business types',
  streetAddress: 'Street address',
  city: 'City',
  stateId: 'State',
  zip: 'Zip code',
  certificationIds: 'Certifications',
  isEditingLocked: 'Editing locked',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  isPrimary: 'Primary contact',
  isApproved: 'Approved',
  isEnabled: 'Enabled',
  disabledAt: 'Disabled since',
  state: 'State of the request',
  declineReason: 'Reason for declining',
  isCurrent: 'Current',
};

/** Actions that create what they record: there was nothing before (the server stores its fields as null). */
const CREATIONS = new Set(['create', 'request-access', 'add', 'attach']);

/** Derived from another field, so showing it would repeat that change. */
const HIDDEN_FIELDS = new Set(['normalizedName']);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "someFieldName" → "Some field name", for a field this screen does not know yet. */
const fieldLabel = (key: string) =>
  fieldLabels[key] ?? sentenceCase(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Names for the ids some fields hold (states, classifications, certifications…), from the lookup lists. */
export type IdNames = Partial<Record<string, ReadonlyMap<number, string>>>;

/** A recorded value as a person reads it; an id the lookups know reads as its name. */
export const formatValue = (value: unknown, names?: ReadonlyMap<number, string>): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value.length === 0 ? '(none)' : value.map((item) => formatValue(item, names)).join(', ');
  }
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number') return names?.get(value) ?? String(value);
  return JSON.stringify(value);
};

const formatField = (key: string, value: unknown, names: IdNames) =>
  key === 'phone' && typeof value === 'number'
    ? value > 0
      ? formatPhone(value)
      : '(empty)'
    : formatValue(value, names[key]);

export interface FieldChange {
  field: string;
  /** Null for a field the record created (there was nothing before). */
  before: string | null;
  after: string;
}

/**
 * The fields a record changed, before → after (the server keeps only the changed ones). A creation lists the fields
 * it filled in.
 */
export const changesOf = (
  entry: Pick<AuditEntry, 'Action' | 'Before' | 'After'>,
  names: IdNames = {},
): FieldChange[] => {
  const isCreation = CREATIONS.has(entry.Action);
  return Object.keys(entry.After)
    .filter((key) => !HIDDEN_FIELDS.has(key))
    .map((key) => ({
      field: fieldLabel(key),
      before: isCreation ? null : formatField(key, entry.Before[key], names),
      after: formatField(key, entry.After[key], names),
    }))
    .filter((change) => change.before !== null || change.after !== '(empty)');
};
