import { z } from 'zod';
import { contactSchema } from '../contacts/schemas.ts';
import { id, idParam, text } from '../fields.ts';
import { businessSchema } from './schemas.ts';

/** Program engagement as staff see it (§6's three flags, plus a decline the vendor may answer by asking again). */
export const ENGAGEMENT_STATES = ['None', 'Requested', 'Approved', 'Declined'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATES)[number];

export const DIRECTORY_SORTS = ['Name', 'Created', 'LastActivity'] as const;
export const AUDIT_ENTITIES = [
  'vendor',
  'contact',
  'engagement',
  'assignment',
  'attachment',
  'attachment-request',
] as const;
export const AUDIT_ACTOR_KINDS = ['vendor-contact', 'staff'] as const;

export const DIRECTORY_PAGE_SIZE_MAX = 100;
export const REASON_MAX = 2000;
export const SEARCH_MAX = 200;

/** Query values arrive as text: a yes/no filter is 'true' or 'false', anything else a 400 naming it. */
const flag = text(5)
  .pipe(z.enum(['true', 'false']))
  .transform((value) => value === 'true')
  .optional();
const choice = <const T extends readonly [string, ...string[]]>(values: T) => text(40).pipe(z.enum(values));
const page = idParam.default(1);
const pageSize = z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(25);
/** An instant with its offset (the console turns a person's dates into these). */
const instant = text(40).pipe(z.iso.datetime({ offset: true }));

/** The directory's filters, shared by the list, its CSV export and the dashboard's links. */
export const vendorDirectoryFilterSchema = z.object({
  /** Matches the business name (similar or containing), the business e-mail and contacts' names and e-mails. */
  Search: text(SEARCH_MAX).optional(),
  Verified: flag,
  Engagement: choice(ENGAGEMENT_STATES).optional(),
  CertificationId: idParam.optional(),
  MissingRequiredDocuments: flag,
  NeedsReply: flag,
  ContactsAwaitingApproval: flag,
  DocumentsAwaitingReview: flag,
  Locked: flag,
  Sort: choice(DIRECTORY_SORTS).default('Name'),
  Descending: flag,
});
export type VendorDirectoryFilter = z.output<typeof vendorDirectoryFilterSchema>;
export type VendorDirectoryFilterInput = z.input<typeof vendorDirectoryFilterSchema>;

export const vendorDirectoryQuerySchema = vendorDirectoryFilterSchema.extend({ Page: page, PageSize: pageSize });
export type VendorDirectoryQuery = z.output<typeof vendorDirectoryQuerySchema>;

export const vendorDirectoryRowSchema = z.object({
  VendorId: id,
  BusinessName: z.string(),
  DBA: z.string(),
  Email: z.string(),
  PrimaryContactName: z.string(),
  PrimaryContactEmail: z.string(),
  City: z.string(),
  State: z.string(),
  Verified: z.boolean(),
  Engagement: z.enum(ENGAGEMENT_STATES),
  Certifications: z.array(z.string()),
  MissingRequiredDocuments: z.boolean(),
  NeedsReply: z.boolean(),
  ContactsAwaitingApproval: z.number().int(),
  Locked: z.boolean(),
  CreatedAt: z.string(),
  LastActivityAt: z.string(),
});
export type VendorDirectoryRow = z.infer<typeof vendorDirectoryRowSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() });

export const vendorDirectoryPageSchema = pageOf(vendorDirectoryRowSchema);

/** One dashboard tile: how many, and the directory filter that lists them. */
const tile = z.object({ Count: z.number().int(), Filter: z.record(z.string(), z.string()) });
export const vendorDashboardSchema = z.object({
  AwaitingVerification: tile,
  EngagementRequests: tile,
  ChatsAwaitingReply: tile,
  DocumentsAwaitingReview: tile,
  ContactsAwaitingApproval: tile,
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;

export const vendorIdParamsSchema = z.object({ vendorId: idParam });
export const vendorContactParamsSchema = vendorIdParamsSchema.extend({ contactId: idParam });
export const assignmentParamsSchema = vendorIdParamsSchema.extend({ assignmentId: idParam });

/** The vendor page: everything about one vendor. */
export const consoleVendorSchema = z.object({
  VendorId: id,
  Business: businessSchema,
  Verified: z.boolean(),
  VerifiedAt: z.string().nullable(),
  Locked: z.boolean(),
  CreatedAt: z.string(),
  LastActivityAt: z.string(),
  Contacts: z.array(contactSchema),
  Engagement: z.object({
    State: z.enum(ENGAGEMENT_STATES),
    RequestedAt: z.string().nullable(),
    ApprovedAt: z.string().nullable(),
    DeclinedAt: z.string().nullable(),
    DeclineReason: z.string(),
  }),
  Assignments: z.array(z.object({ Id: id, Assignment: z.string(), Current: z.boolean(), CreatedAt: z.string() })),
  Certifications: z.array(z.object({ Id: id, Name: z.string() })),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;

export const staffVendorUpdateSchema = z.object({ Business: businessSchema });
export const vendorContactEnabledSchema = z.object({ Enabled: z.boolean() });
export const vendorLockSchema = z.object({ Locked: z.boolean() });
export const declineEngagementSchema = z.object({ Reason: text(REASON_MAX) });
export const createAssignmentSchema = z.object({ Assignment: text(500) });

export const auditQuerySchema = z.object({
  Entity: choice(AUDIT_ENTITIES).optional(),
  ActorKind: choice(AUDIT_ACTOR_KINDS).optional(),
  /** Records at or after this instant. */
  From: instant.optional(),
  /** Records before this instant. */
  To: instant.optional(),
  Page: page,
  PageSize: pageSize,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  Id: z.number().int(),
  ActorKind: z.enum(AUDIT_ACTOR_KINDS),
  ActorId: id,
  ActorName: z.string(),
  Entity: z.string(),
  EntityId: id,
  Action: z.string(),
  Before: z.record(z.string(), z.unknown()),
  After: z.record(z.string(), z.unknown()),
  CreatedAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
