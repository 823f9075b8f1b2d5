import { type Business, type ConsoleVendor, vendorStaffMessages } from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  certifications,
  contacts,
  engagementRequests,
  vendorCertifications,
  vendors,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { StaffActor } from '../auth/actor.ts';
import { endSessionsOf } from '../auth/auth.service.ts';
import {
  approveContactRow,
  findContactRow,
  listContactsOf,
  makePrimaryContactRow,
} from '../contacts/contacts.service.ts';
import { getBusiness, saveBusiness } from '../vendors/vendor-hub.service.ts';

const isoOrNull = (value: Date | null | undefined) => value?.toISOString() ?? null;

type EngagementRow = typeof engagementRequests.$inferSelect;

const engagementStateOf = (row: EngagementRow | undefined) =>
  !row ? 'None' : row.approvedAt ? 'Approved' : row.declinedAt ? 'Declined' : 'Requested';

const findEngagement = async (db: Database, vendorId: number) => {
  const [row] = await db.select().from(engagementRequests).where(eq(engagementRequests.vendorId, vendorId));
  return row;
};

/** GET /api/Staff/Vendors/{vendorId}: everything the vendor page shows. */
export const getStaffVendor = async (db: Database, vendorId: number): Promise<ConsoleVendor> => {
  const { verifiedAt, ...business } = await getBusiness(db, vendorId);
  const [vendor] = await db
    .select({
      isEditingLocked: vendors.isEditingLocked,
      createdAt: vendors.createdAt,
      lastActivityAt: vendors.lastActivityAt,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound();
  const engagement = await findEngagement(db, vendorId);
  const assignmentRows = await db
    .select()
    .from(assignments)
    .where(eq(assignments.vendorId, vendorId))
    .orderBy(desc(assignments.isCurrent), asc(assignments.createdAt), asc(assignments.id));
  const certificationRows = await db
    .select({ Id: certifications.id, Name: certifications.name })
    .from(vendorCertifications)
    .innerJoin(certifications, eq(certifications.id, vendorCertifications.certificationId))
    .where(eq(vendorCertifications.vendorId, vendorId))
    .orderBy(asc(certifications.name));
  return {
    VendorId: vendorId,
    Business: business,
    Verified: verifiedAt !== null,
    VerifiedAt: isoOrNull(verifiedAt),
    Locked: vendor.isEditingLocked,
    CreatedAt: vendor.createdAt.toISOString(),
    LastActivityAt: vendor.lastActivityAt.toISOString(),
    Contacts: await listContactsOf(db, vendorId),
    Engagement: {
      State: engagementStateOf(engagement),
      RequestedAt: isoOrNull(engagement?.createdAt),
      ApprovedAt: isoOrNull(engagement?.approvedAt),
      DeclinedAt: isoOrNull(engagement?.declinedAt),
      DeclineReason: engagement?.declineReason ?? '',
    },
    Assignments: assignmentRows.map((row) => ({
      Id: row.id,
      Assignment: row.description,
      Current: row.isCurrent,
      CreatedAt: row.createdAt.toISOString(),
    })),
    Certifications: certificationRows,
  };
};

/** PUT /api/Staff/Vendors/{vendorId}: the same §5 rules as the vendor's own update; a lock does not bind staff. */
export const updateStaffVendor = async (db: Database, actor: StaffActor, vendorId: number, business: Business) => {
  await saveBusiness(db, actor, vendorId, business);
  return getStaffVendor(db, vendorId);
};

const getContactRow = async (db: Database, vendorId: number, contactId: number) => {
  const row = await findContactRow(db, vendorId, contactId);
  if (!row) throw notFound();
  return row;
};

export const approveVendorContact = async (db: Database, actor: StaffActor, vendorId: number, contactId: number) => {
  await approveContactRow(db, actor, await getContactRow(db, vendorId, contactId));
  return getStaffVendor(db, vendorId);
};

export const makeVendorContactPrimary = async (
  db: Database,
  actor: StaffActor,
  vendorId: number,
  contactId: number,
) => {
  await makePrimaryContactRow(db, actor, await getContactRow(db, vendorId, contactId));
  return getStaffVendor(db, vendorId);
};

/**
 * Enables or disables a contact. Disabling stamps its DisableDate and ends its sessions in the same transaction
 * (DESIGN.md §7); a disabled contact is sent no sign-in link. The primary contact must stay enabled.
 */
export const setVendorContactEnabled = async (
  db: Database,
  actor: StaffActor,
  vendorId: number,
  contactId: number,
  isEnabled: boolean,
) => {
  const row = await getContactRow(db, vendorId, contactId);
  if (!isEnabled && row.isPrimary)
    throw new AppError('refused', vendorStaffMessages.primaryCannotBeDisabled, 'primary_contact');
  if (row.isEnabled !== isEnabled) {
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(contacts)
        .set({ isEnabled, disabledAt: isEnabled ? null : sql`now()`, updatedAt: sql`now()` })
        .where(eq(contacts.id, row.id))
        .returning({ disabledAt: contacts.disabledAt });
      if (!isEnabled) await endSessionsOf(tx, row.id);
      await recordChange(tx, actor, {
        vendorId,
        entity: 'contact',
        entityId: row.id,
        action: isEnabled ? 'enable' : 'disable',
        before: { isEnabled: row.isEnabled, disabledAt: isoOrNull(row.disabledAt) },
        after: { isEnabled, disabledAt: isoOrNull(changed?.disabledAt) },
      });
    });
  }
  return getStaffVendor(db, vendorId);
};

/** Locking drives CanEditBusiness false for every contact of the vendor, from their next request on. */
export const setVendorLock = async (db: Database, actor: StaffActor, vendorId: number, isLocked: boolean) => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ isEditingLocked: vendors.isEditingLocked })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('update');
    if (!row) throw notFound();
    await tx.update(vendors).set({ isEditingLocked: isLocked }).where(eq(vendors.id, vendorId));
    await recordChange(tx, actor, {
      vendorId,
      entity: 'vendor',
      entityId: vendorId,
      action: isLocked ? 'lock' : 'unlock',
      before: { isEditingLocked: row.isEditingLocked },
      after: { isEditingLocked: isLocked },
    });
  });
  return getStaffVendor(db, vendorId);
};

/** Decides a vendor's engagement request, locked so two staff deciding at once are serialized. */
const decideEngagement = async (
  db: Database,
  actor: StaffActor,
  vendorId: number,
  decide: (tx: Database, row: EngagementRow) => Promise<Partial<EngagementRow>>,
) => {
  await db.transaction(async (tx) => {
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw notFound();
    const [row] = await tx
      .select()
      .from(engagementRequests)
      .where(eq(engagementRequests.vendorId, vendorId))
      .for('update');
    if (!row) throw new AppError('refused', vendorStaffMessages.noEngagementRequest, 'no_engagement_request');
    const decision = await decide(tx, row);
    await tx.update(engagementRequests).set(decision).where(eq(engagementRequests.vendorId, vendorId));
    const after = { ...row, ...decision };
    await recordChange(tx, actor, {
      vendorId,
      entity: 'engagement',
      entityId: vendorId,
      action: after.approvedAt ? 'approve' : 'decline',
      before: { state: engagementStateOf(row), declineReason: row.declineReason },
      after: { state: engagementStateOf(after), declineReason: after.declineReason },
    });
  });
  return getStaffVendor(db, vendorId);
};

/** Approves a request (a declined one too, should staff change their mind): CanEngageWithProgram becomes true. */
export const approveEngagement = (db: Database, actor: StaffActor, vendorId: number) =>
  decideEngagement(db, actor, vendorId, async (_tx, row) => {
    if (row.approvedAt) throw new AppError('refused', vendorStaffMessages.engagementAlreadyDecided, 'already_decided');
    return { approvedAt: new Date(), declinedAt: null, declineReason: '' };
  });

const declineMail = (deps: ModuleDeps, i18n: I18n, firstName: string, businessName: string, reason: string) =>
  renderMail(
    {
      subject: i18n._({
        id: 'Your program engagement request for {business}',
        values: { business: businessName },
      }),
      paragraphs: [
        i18n._({ id: 'Hello {name},', values: { name: firstName } }),
        i18n._({
          id: 'The bridge replacement program has declined the program engagement request of {business} for now, for this reason:',
          values: { business: businessName },
        }),
        reason,
        i18n._({ id: 'You can ask again from the My Business page once the reason is addressed.' }),
      ],
      action: { label: i18n._({ id: 'Open My Business' }), url: `${deps.publicUrl}/MyBusiness` },
      footer: i18n._({ id: 'Questions? Write to {supportEmail}.', values: { supportEmail: deps.supportEmail } }),
    },
    i18n,
  );

/** Declines a pending request with a reason, mailed to the vendor's enabled, approved contacts through the outbox. */
export const declineEngagement = (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  vendorId: number,
  reason: string,
) => {
  const trimmed = reason.trim();
  if (trimmed === '') throw new AppError('refused', vendorStaffMessages.declineReasonRequired);
  return decideEngagement(db, actor, vendorId, async (tx, row) => {
    if (row.approvedAt || row.declinedAt) {
      throw new AppError('refused', vendorStaffMessages.engagementAlreadyDecided, 'already_decided');
    }
    const [vendor] = await tx.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, vendorId));
    const recipients = await tx
      .select({ email: contacts.email, firstName: contacts.firstName, preferredLanguage: contacts.preferredLanguage })
      .from(contacts)
      .where(and(eq(contacts.vendorId, vendorId), eq(contacts.isEnabled, true), eq(contacts.isApproved, true)));
    for (const recipient of recipients) {
      await enqueueMail(tx, {
        to: recipient.email,
        ...declineMail(
          deps,
          recipientI18n(deps, recipient.preferredLanguage),
          recipient.firstName,
          vendor?.name ?? '',
          trimmed,
        ),
      });
    }
    return { declinedAt: new Date(), declineReason: trimmed };
  });
};

export const createAssignment = async (db: Database, actor: StaffActor, vendorId: number, description: string) => {
  const trimmed = description.trim();
  if (trimmed === '') throw new AppError('refused', vendorStaffMessages.assignmentRequired);
  await db.transaction(async (tx) => {
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw notFound();
    const [row] = await tx
      .insert(assignments)
      .values({ vendorId, description: trimmed })
      .returning({ id: assignments.id });
    if (!row) throw new Error('assignment insert returned no row');
    await recordChange(tx, actor, {
      vendorId,
      entity: 'assignment',
      entityId: row.id,
      action: 'add',
      before: {},
      after: { description: trimmed, isCurrent: true },
    });
  });
  return getStaffVendor(db, vendorId);
};

/** Ends an assignment: the vendor's Assignments tab shows current ones only; staff keep seeing it as ended. */
export const endAssignment = async (db: Database, actor: StaffActor, vendorId: number, assignmentId: number) => {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(assignments)
      .set({ isCurrent: false })
      .where(and(eq(assignments.id, assignmentId), eq(assignments.vendorId, vendorId), eq(assignments.isCurrent, true)))
      .returning({ id: assignments.id });
    if (!ended) {
      const [row] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.id, assignmentId), eq(assignments.vendorId, vendorId)));
      throw row ? new AppError('refused', vendorStaffMessages.assignmentAlreadyEnded, 'already_ended') : notFound();
    }
    await recordChange(tx, actor, {
      vendorId,
      entity: 'assignment',
      entityId: assignmentId,
      action: 'end',
      before: { isCurrent: true },
      after: { isCurrent: false },
    });
  });
  return getStaffVendor(db, vendorId);
};
