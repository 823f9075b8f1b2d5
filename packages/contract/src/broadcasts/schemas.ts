import { z } from 'zod';
import { id, idParam, text } from '../fields.ts';
import { vendorDirectoryFilterSchema } from '../vendors/staff-schemas.ts';

export const BROADCAST_SUBJECT_MAX = 200;
export const BROADCAST_BODY_MAX = 100_000;
export const BROADCAST_PAGE_SIZE_MAX = 100;

/**
 * Who a broadcast goes to: every enabled contact, the contacts of the vendors a directory filter finds, the
 * registrants of an event (a held place), or those who checked in to it.
 */
export const AUDIENCE_KINDS = ['AllContacts', 'Vendors', 'EventRegistrants', 'CheckedInAttendees'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const DELIVERY_STATUSES = ['Queued', 'Sent', 'Failed', 'Skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const page = idParam.default(1);
const pageSize = z.coerce.number().int().min(1).max(BROADCAST_PAGE_SIZE_MAX).default(25);

/** The directory's filter without its sort: which vendors, not in what order. */
export const broadcastVendorFilterSchema = vendorDirectoryFilterSchema.omit({ Sort: true, Descending: true });

/** One flat shape for every kind (the form edits one object); the service checks what each kind needs. */
export const audienceSchema = z.object({
  Kind: text(40).pipe(z.enum(AUDIENCE_KINDS)),
  /** Kind 'Vendors': the directory's filter, as its query names and values. */
  Filter: broadcastVendorFilterSchema.optional(),
  /** Kinds 'EventRegistrants' and 'CheckedInAttendees': the event's public id. */
  EventId: text(100).optional(),
});
export type Audience = z.output<typeof audienceSchema>;

export const broadcastDraftSchema = z.object({
  Subject: text(BROADCAST_SUBJECT_MAX),
  /** Rich text; sanitized on the server like event descriptions. */
  BodyHtml: text(BROADCAST_BODY_MAX),
  Audience: audienceSchema,
});
export type BroadcastDraft = z.input<typeof broadcastDraftSchema>;

export const broadcastIdParamsSchema = z.object({ broadcastId: idParam });
export const broadcastsQuerySchema = z.object({ Page: page, PageSize: pageSize });
export const deliveriesQuerySchema = z.object({
  Status: text(20).pipe(z.enum(DELIVERY_STATUSES)).optional(),
  Page: page,
  PageSize: pageSize,
});

/** The audience as stored and answered: the filter in the directory's query form, so a link can reopen it. */
export const storedAudienceSchema = z.object({
  Kind: z.enum(AUDIENCE_KINDS),
  Filter: z.record(z.string(), z.string()),
  EventId: z.string(),
  /** For people: "All enabled vendor contacts", "Registrants of …". */
  Description: z.string(),
});
export type StoredAudience = z.infer<typeof storedAudienceSchema>;

export const deliveryCountsSchema = z.object({
  Queued: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
  Skipped: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const broadcastSchema = z.object({
  BroadcastId: id,
  Subject: z.string(),
  BodyHtml: z.string(),
  Audience: storedAudienceSchema,
  CreatedBy: z.string(),
  CreatedAt: z.string(),
  /** Null while a draft. */
  SentAt: z.string().nullable(),
  Counts: deliveryCountsSchema,
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListItemSchema = broadcastSchema.omit({ BodyHtml: true });
export type BroadcastListItem = z.infer<typeof broadcastListItemSchema>;

export const broadcastPageSchema = z.object({
  Items: z.array(broadcastListItemSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});

/** The mail as a recipient sees it, and how many it would reach now. */
export const broadcastPreviewSchema = z.object({
  Subject: z.string(),
  Html: z.string(),
  /** Distinct addresses that would be mailed. */
  Recipients: z.number().int(),
  /** Addresses of the audience that unsubscribed: they get nothing. */
  Skipped: z.number().int(),
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;

export const deliverySchema = z.object({
  Email: z.string(),
  Name: z.string(),
  Status: z.enum(DELIVERY_STATUSES),
  SentAt: z.string().nullable(),
  /** Why the last attempt failed, for a failed or retrying mail. */
  Error: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryPageSchema = z.object({
  Items: z.array(deliverySchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Counts: deliveryCountsSchema,
});
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/** Events a broadcast can address: recent and upcoming ones, newest first. */
export const broadcastEventSchema = z.object({
  EventId: z.string(),
  Name: z.string(),
  StartsAt: z.string(),
  Registrants: z.number().int(),
  CheckedIn: z.number().int(),
});
export type BroadcastEvent = z.infer<typeof broadcastEventSchema>;
