import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** SQL is snake_case (STYLE.md); the wire's PascalCase is mapped in each module's service. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Lookup lists keep the ids of lookups-data.ts: stored rows refer to them and the web sends them back.
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const certificationGroups = pgTable('certification_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  link: text('link').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const certifications = pgTable('certifications', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => certificationGroups.id),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const businessClassifications = pgTable('business_classifications', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const publicOrganizations = pgTable('public_organizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  header: text('header').notNull(),
  body: text('body').notNull(),
  isDefaultOpen: boolean('is_default_open').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Facts about the database itself, such as whether demo content was ever seeded. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessName: text('business_name').notNull(),
    /** normalizeOrganizationName(business_name): what similar-name search compares. */
    normalizedName: text('normalized_name').notNull(),
    dba: text('dba').notNull().default(''),
    isPublicOrganization: boolean('is_public_organization').notNull().default(false),
    publicOrganizationId: integer('public_organization_id').references(() => publicOrganizations.id),
    publicOrganizationOtherText: text('public_organization_other_text').notNull().default(''),
    naicNumber: text('naic_number').notNull().default(''),
    certificationNumber: text('certification_number').notNull().default(''),
    businessLicenseNumber: text('business_license_number').notNull().default(''),
    businessLicenseStateId: integer('business_license_state_id').references(() => states.id),
    description: text('description').notNull().default(''),
    ownershipEthnicity: integer('ownership_ethnicity'),
    ownershipOtherEthnicity: text('ownership_other_ethnicity').notNull().default(''),
    ownershipGenderOther: text('ownership_gender_other').notNull().default(''),
    businessClassificationId: integer('business_classification_id').references(() => businessClassifications.id),
    email: text('email').notNull(),
    phone: bigint('phone', { mode: 'number' }).notNull().default(0),
    website: text('website').notNull().default(''),
    businessTypes: text('business_types').array().notNull().default(sql`'{}'::text[]`),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    zip: text('zip').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Staff locked editing: CanEditBusiness is false for every contact of the vendor. */
    isEditingLocked: boolean('is_editing_locked').notNull().default(false),
    /** The newest change recorded in the audit trail (or the registration): the directory's "last activity". */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The trigram indexes take new names straight into the index (fastupdate off): a pending list, left to a vacuum
    // that the embedded PGlite never runs, would be read through in full by every search.
    index('vendors_normalized_name_trgm_idx')
      .using('gin', t.normalizedName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The directory's search by the business e-mail (substring, case-insensitive).
    index('vendors_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`).with({ fastupdate: false }),
    // The directory's sort orders, each with the id as tie-breaker so pages never overlap.
    index('vendors_business_name_idx').on(t.businessName, t.id),
    index('vendors_created_at_idx').on(t.createdAt, t.id),
    index('vendors_last_activity_at_idx').on(t.lastActivityAt, t.id),
  ],
);

/**
 * How many vendors are verified and how many are not, kept by triggers on vendors (migration 0008) in the same
 * transaction as the change: the directory's total and the dashboard read it instead of counting 100,000 rows.
 */
export const vendorTallies = pgTable('vendor_tallies', {
  isVerified: boolean('is_verified').primaryKey(),
  vendors: integer('vendors').notNull(),
});

export const vendorCertifications = pgTable(
  'vendor_certifications',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.certificationId] }),
    // The directory's filter by certification.
    index('vendor_certifications_certification_id_idx').on(t.certificationId, t.vendorId),
  ],
);

/** What the directory's search matches a contact on; the query must repeat this expression to use the index. */
export const contactSearchText = (t: { firstName: unknown; lastName: unknown; email: unknown }) =>
  sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})`;

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    phone: bigint('phone', { mode: 'number' }).notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set once by the unsubscribe link; broadcasts skip these contacts. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language the product's mails to this contact are written in (issue 22): a contract language code. */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in is by e-mail, so an address belongs to one contact across the product (DESIGN.md §8).
    uniqueIndex('contacts_email_unique_idx').on(sql`lower(${t.email})`),
    uniqueIndex('contacts_one_primary_per_vendor_idx').on(t.vendorId).where(sql`${t.isPrimary}`),
    index('contacts_vendor_id_idx').on(t.vendorId),
    // The staff directory finds vendors by a contact's name or e-mail (substring, case-insensitive).
    index('contacts_search_trgm_idx')
      .using('gin', sql`${contactSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The directory's filter and the dashboard's count of contacts awaiting approval: a few among every contact.
    index('contacts_awaiting_approval_idx').on(t.vendorId).where(sql`${t.isEnabled} and not ${t.isApproved}`),
  ],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** sha256 of the e-mailed token: a leaked table does not verify anyone. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_tokens_vendor_id_idx').on(t.vendorId)],
);

/** A small file sent with a mail (an event's .ics); kept in the outbox row, so it must stay small. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for binary content (an inline QR image). */
  encoding?: 'base64';
  /** Content-ID of an inline image the HTML shows as `cid:…` (Gmail strips data: URIs). */
  cid?: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Extra headers, e.g. RFC 8058 List-Unsubscribe on broadcasts. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** ALTCHA answers already accepted: verification is stateless, so replays are refused here until they expire. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window request counters shared by every process on this database (DESIGN.md §9): one row per limit and
 * client, keyed by the limit's name and a SHA-256 of the client's address or e-mail, so no address is stored. No index
 * on window_ends_at: the hot path would maintain it on every new window, for a clean-up that can afford a scan.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Single-use sign-in links (DESIGN.md §7): only the sha256 of the e-mailed token is kept; 30 minutes. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_tokens_contact_id_idx').on(t.contactId)],
);

/**
 * Refresh tokens, stored hashed. Each sign-in starts a family; every refresh rotates to a child. Presenting a rotated
 * token after the grace window revokes the whole family (a stolen token was replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: text('family_id').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId), index('refresh_tokens_contact_id_idx').on(t.contactId)],
);

/** Documents the program asks a vendor for (§2 Files: requested attachments). */
export const attachmentRequests = pgTable(
  'attachment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    // Documents in the staff console (issue 9): what staff asked for, by when, and who asked.
    documentTypeId: integer('document_type_id').references(() => documentTypes.id),
    dueDate: date('due_date', { mode: 'string' }),
    requestedByStaffId: integer('requested_by_staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('attachment_requests_vendor_id_idx').on(t.vendorId)],
);

/**
 * Uploaded files. A file is pending after upload (attachedAt null) until AttachToRequest or AttachDocument gives it a
 * document type; requestId null then means an additional document. Bytes live in storage under `storageKey`.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    uploadedByContactId: integer('uploaded_by_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    requestId: integer('request_id').references(() => attachmentRequests.id, { onDelete: 'set null' }),
    documentTypeId: integer('document_type_id').references(() => documentTypes.id),
    otherDocumentType: text('other_document_type').notNull().default(''),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    // Documents in the staff console (issue 9): staff review each attached file.
    reviewStatus: text('review_status').notNull().default('AwaitingReview'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_vendor_id_idx').on(t.vendorId),
    index('attachments_request_id_idx').on(t.requestId),
    check('attachments_review_status_check', sql`${t.reviewStatus} in ('AwaitingReview', 'Accepted', 'Rejected')`),
    // The staff queue of files awaiting review, oldest first.
    index('attachments_awaiting_review_idx')
      .on(t.attachedAt, t.id)
      .where(sql`${t.reviewStatus} = 'AwaitingReview' and ${t.attachedAt} is not null`),
  ],
);

export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chats_vendor_id_idx').on(t.vendorId)],
);

/** §3 ChatType: 1 hub user, 2 vendor. The author's name is kept as written, so renaming a contact keeps history. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    chatType: integer('chat_type').notNull(),
    authorName: text('author_name').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    // Messages in the staff console (issue 9): the staff member who wrote a hub reply.
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chat_id_idx').on(t.chatId, t.createdAt)],
);

/** §2 Assignments: work the program gives the vendor; only current ones are shown. */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('assignments_vendor_id_idx').on(t.vendorId)],
);

/**
 * One program-engagement request per vendor; approvedAt set by staff makes CanEngageWithProgram true. A declined
 * request keeps its reason until the vendor asks again.
 */
export const engagementRequests = pgTable(
  'engagement_requests',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    requestedByContactId: integer('requested_by_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard's tile and the directory's filter of requests awaiting a decision.
    index('engagement_requests_requested_idx')
      .on(t.vendorId)
      .where(sql`${t.approvedAt} is null and ${t.declinedAt} is null`),
  ],
);

export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** 'FreeText' | 'TextArea' | 'Select' | 'MultiChoice' (DESIGN.md §8). */
    questionType: text('question_type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Removed from the survey after answers came in: no longer asked, but its answers stay readable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('survey_questions_survey_id_idx').on(t.surveyId)],
);

export const surveyQuestionOptions = pgTable(
  'survey_question_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('survey_question_options_question_id_idx').on(t.questionId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public id (§3 ExternalId): random, so ids cannot be enumerated. */
    externalId: text('external_id').notNull().unique(),
    name: text('name').notNull(),
    /** Sanitized HTML, sanitized again when read (DESIGN.md §3). */
    descriptionHtml: text('description_html').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** §3 IBREvent: hosted by the program; false means community-hosted. */
    isProgramHosted: boolean('is_program_hosted').notNull().default(true),
    /** §3 CanRegister: registration and check-in happen in this application. */
    isRegistrable: boolean('is_registrable').notNull().default(true),
    surveyId: integer('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    /** Places; null means no limit. Registrations past it wait on the event's waitlist. */
    capacity: integer('capacity'),
    /** Unpublished events are the console's drafts: not listed, and their public page is not found. */
    isPublished: boolean('is_published').notNull().default(true),
    /** A cancelled event leaves the public list; its page says it was cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** RFC 5545 SEQUENCE: rises on every change, so calendars replace the copy they hold. */
    sequence: integer('sequence').notNull().default(0),
    /** Business days before the start by which accommodations are promised (issue 22). */
    accommodationLeadDays: integer('accommodation_lead_days').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_ends_at_idx').on(t.endsAt),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_accommodation_lead_days_range', sql`${t.accommodationLeadDays} between 0 and 30`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** §3 UniqueSurveyId: this registration's survey link, so each registration answers once. */
    surveyToken: text('survey_token').notNull().unique(),
    /** The short code printed under the confirmation mail's QR code; the check-in station accepts either. */
    checkInCode: text('check_in_code').notNull().default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    /** On the waitlist since this time (its order); null once a place is given. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /** Cancelled by staff or by the attendee's signed link; the place goes to the first on the waitlist. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Added at the door by staff. */
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The staff member who checked the attendee in at the station; null for self check-in. */
    checkedInBy: integer('checked_in_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Each reminder and the follow-up go once: a conditional UPDATE of these claims the mail. */
    reminderDaySentAt: timestamp('reminder_day_sent_at', { withTimezone: true }),
    reminderHoursSentAt: timestamp('reminder_hours_sent_at', { withTimezone: true }),
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    /** The language of the page the person registered on: every mail of this registration is written in it. */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // DESIGN.md §8: one registration per e-mail and event, decided by the database under concurrency.
    uniqueIndex('event_registrations_event_email_idx').on(t.eventId, sql`lower(${t.email})`),
    // A broadcast to attendees writes to each address in the language of its latest registration.
    index('event_registrations_email_idx').on(sql`lower(${t.email})`, t.id),
    uniqueIndex('event_registrations_event_code_idx').on(t.eventId, t.checkInCode),
    index('event_registrations_waitlist_idx')
      .on(t.eventId, t.waitlistedAt, t.id)
      .where(sql`${t.waitlistedAt} is not null and ${t.cancelledAt} is null`),
  ],
);

/**
 * What a registrant asked for to take part (issue 22): one request per registration, its needs as the contract names
 * them, and staff's handling of it. A registration made again after a cancellation replaces it.
 */
export const accommodationRequests = pgTable(
  'accommodation_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer('registration_id')
      .notNull()
      .unique()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    needs: text('needs').array().notNull(),
    spokenLanguage: text('spoken_language').notNull().default(''),
    format: text('format').notNull().default(''),
    other: text('other').notNull().default(''),
    /** Asked before the event's time to ask closed: promised. Kept as it was when asked, whatever the lead time becomes. */
    isOnTime: boolean('is_on_time').notNull(),
    state: text('state').notNull().default('new'),
    /** Staff's note, mailed to the registrant with the change. */
    note: text('note').notNull().default(''),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    stateChangedBy: integer('state_changed_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The coordinators' reminder goes once: a conditional UPDATE of this claims it. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('accommodation_requests_state_check', sql`${t.state} in ('new', 'arranged', 'not_possible')`)],
);

export const surveyResponses = pgTable('survey_responses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** One response per registration. */
  registrationId: integer('registration_id')
    .notNull()
    .unique()
    .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
  surveyId: integer('survey_id')
    .notNull()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  /** The validated §3 Responses: [{QuestionId, TextResponse, Answers}]. */
  answers: jsonb('answers').$type<{ QuestionId: number; TextResponse: string; Answers: number[] }[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * Program staff (DESIGN.md §10): their own accounts, never vendor contacts. The second factor is a TOTP secret
 * (`totp_secret`, with the last time step spent so a code works once) or passkeys (`staff_passkeys`).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    totpSecret: text('totp_secret'),
    /** A secret shown at enrolment, until a code from it confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong second-factor codes in a row since the last right one or the last unlock. */
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    /** Locked since then: no code is accepted until the account is unlocked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The latest lock's time, kept after unlocking: a lock soon after it needs an Administrator. */
    lastLockedAt: timestamp('last_locked_at', { withTimezone: true }),
    /** The current lock is lifted by an Administrator only, not by a new e-mailed link. */
    isAdministratorUnlockOnly: boolean('is_administrator_unlock_only').notNull().default(false),
    createdAt: createdAt(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(sql`lower(${t.email})`),
    check('staff_accounts_role_check', sql`${t.role} in ('Administrator', 'Coordinator', 'CheckInVolunteer')`),
  ],
);

const staffId = () =>
  integer('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' });

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential id, base64url, as WebAuthn names it. */
    id: text('id').primaryKey(),
    staffId: staffId(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('staff_passkeys_staff_id_idx').on(t.staffId)],
);

/** One-time recovery codes, stored hashed; a spent code keeps its row with `used_at`. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: staffId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_staff_code_idx').on(t.staffId, t.codeHash)],
);

/** E-mailed sign-in links and invitations (7 days), stored hashed, single use. */
export const staffLoginTokens = pgTable(
  'staff_login_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: staffId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_login_tokens_staff_id_idx').on(t.staffId)],
);

/**
 * A staff session, from the second factor to at most 12 hours later. Its id is the sign-in ticket's, so a ticket
 * starts one session only. Disabling an account or changing its role revokes its sessions.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: staffId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/** Refresh tokens of staff sessions, rotated on every refresh; a rotated one presented again ends the session. */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * Every change to a vendor and what hangs off it, written in the transaction of the change (DESIGN.md §10). Append
 * only: a trigger refuses UPDATE and DELETE. No foreign key on the vendor, so nothing can cascade records away.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'vendor-contact' | 'staff' */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id').notNull(),
    /** The actor's name as it was, so renaming keeps history. */
    actorName: text('actor_name').notNull(),
    vendorId: integer('vendor_id').notNull(),
    /** 'vendor' | 'contact' | 'engagement' | 'assignment' | 'attachment' | … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    /** The changed fields only, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_vendor_idx').on(t.vendorId, t.createdAt, t.id),
    check('audit_events_actor_kind_check', sql`${t.actorKind} in ('vendor-contact', 'staff')`),
  ],
);
// Messages in the staff console (issue 9).

/**
 * Per staff member, the last digest of vendor messages: when it went (at most one per digest interval) and the newest
 * vendor message it covered (the next one lists only later messages).
 */
export const staffMessageDigests = pgTable('staff_message_digests', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  lastMessageId: integer('last_message_id').notNull(),
});

// Broadcasts in the staff console (issue 10).

/** The audience as chosen, kept so the delivery log can say who it was meant for. */
export type BroadcastAudience =
  | { Kind: 'AllContacts' }
  | { Kind: 'Vendors'; Filter: Record<string, unknown> }
  | { Kind: 'EventRegistrants'; EventId: string }
  | { Kind: 'CheckedInAttendees'; EventId: string };

export const broadcasts = pgTable('broadcasts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  /** Sanitized HTML, like event descriptions. */
  bodyHtml: text('body_html').notNull(),
  audience: jsonb('audience').$type<BroadcastAudience>().notNull(),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  /** Null while a draft; set once, when its recipients are written. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One row per recipient of a sent broadcast. Queued, sent and failed are read from the mail's outbox row; a row
 * without a mail was skipped (unsubscribed).
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    skippedReason: text('skipped_reason'),
  },
  (t) => [uniqueIndex('broadcast_recipients_broadcast_email_idx').on(t.broadcastId, sql`lower(${t.email})`)],
);

/** Attendees who are not vendor contacts unsubscribe by address; contacts by `contacts.unsubscribed_at`. */
export const broadcastUnsubscribes = pgTable(
  'broadcast_unsubscribes',
  { email: text('email').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('broadcast_unsubscribes_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * A resident's request for free interpretation or translation (Title VI) or report of an accessibility barrier
 * (issue 22), sent from the public pages; staff handle them in the console. A field the kind has not is ''.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A program language's code, or 'other' with `otherLanguage`. */
    language: text('language').notNull().default(''),
    otherLanguage: text('other_language').notNull().default(''),
    /** What the help is for, or what happened. */
    details: text('details').notNull().default(''),
    page: text('page').notNull().default(''),
    pageLanguage: text('page_language').notNull().default('en'),
    state: text('state').notNull().default('new'),
    note: text('note').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    changedBy: integer('changed_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept as it was when the change was made: the account may be renamed or removed. */
    changedByName: text('changed_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    check('access_requests_kind_check', sql`${t.kind} in ('language', 'barrier')`),
    check('access_requests_state_check', sql`${t.state} in ('new', 'handled')`),
    index('access_requests_created_idx').on(t.createdAt),
  ],
);
