import {
  type Contact,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  messages,
  validateContact,
} from '@bridgehub/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { contacts, engagementRequests, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { fieldsOf, recordChange } from '../audit/audit.service.ts';
import { type Actor, accessRequestAsker, type VendorActor } from '../auth/actor.ts';
import { assertCanEdit, assertOwnVendor } from '../auth/policies.ts';
import { isEmailInUse, withdrawPendingAccessRequest } from '../vendors/vendors.service.ts';

type ContactRow = typeof contacts.$inferSelect;

export const toContact = (row: ContactRow): Contact => ({
  Id: row.id,
  Email: row.email,
  FirstName: row.firstName,
  LastName: row.lastName,
  Title: row.title,
  PhoneNumber: row.phone,
  PrimaryContact: row.isPrimary,
  Approved: row.isApproved,
  Enabled: row.isEnabled,
  DisableDate: row.disabledAt?.toISOString() ?? null,
  PreferredLanguage: isLanguageCode(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE,
});

/** Primary first, then by name. */
export const listContactsOf = async (db: Database, vendorId: number): Promise<Contact[]> =>
  (
    await db
      .select()
      .from(contacts)
      .where(eq(contacts.vendorId, vendorId))
      .orderBy(desc(contacts.isPrimary), asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
  ).map(toContact);

/** Who hears about the vendor's business: its enabled, approved contacts (the ones who can sign in). */
export const listMailableContacts = (db: Database, vendorId: number) =>
  db
    .select({ email: contacts.email, firstName: contacts.firstName, preferredLanguage: contacts.preferredLanguage })
    .from(contacts)
    .where(and(eq(contacts.vendorId, vendorId), eq(contacts.isEnabled, true), eq(contacts.isApproved, true)))
    .orderBy(asc(contacts.id));

export const findContactRow = async (db: Database, vendorId: number, contactId: number) => {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.vendorId, vendorId)));
  return row;
};

/** GET /api/Contacts/ViewContact/{id}: a contact of the caller's vendor; any other id is not found. */
export const getContact = async (db: Database, caller: VendorActor, contactId: number): Promise<Contact> => {
  const row = await findContactRow(db, caller.vendorId, contactId);
  if (!row) throw notFound();
  return toContact(row);
};

const checkContact = (contact: Contact) => {
  const problem = validateContact(contact);
  if (problem) throw new AppError('refused', problem);
};

const contactColumns = (contact: Contact) => ({
  firstName: contact.FirstName.trim(),
  lastName: contact.LastName.trim(),
  title: contact.Title.trim(),
  phone: contact.PhoneNumber,
});

/** The mails' language of a contact being saved: the one the body names, else what it was (or the page's, when new). */
const languageColumn = (contact: Contact, otherwise: string) => ({
  preferredLanguage: contact.PreferredLanguage ?? otherwise,
});

/**
 * PUT /api/Contacts/UpdateContactApp. §6: the e-mail is not editable here, so a different one is ignored; the flags
 * are the server's. §5: saving requires a change.
 */
export const updateContact = async (db: Database, caller: VendorActor, contact: Contact & { Id: number }) => {
  assertCanEdit(caller);
  const row = await findContactRow(db, caller.vendorId, contact.Id);
  if (!row) throw notFound();
  const next = { ...contactColumns(contact), ...languageColumn(contact, row.preferredLanguage) };
  checkContact({ ...contact, Email: row.email });
  const isUnchanged =
    next.firstName === row.firstName &&
    next.lastName === row.lastName &&
    next.title === row.title &&
    next.phone === row.phone &&
    next.preferredLanguage === row.preferredLanguage;
  if (isUnchanged) throw new AppError('refused', messages.noFieldsChanged, 'unchanged');
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contacts)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(contacts.id, row.id))
      .returning();
    if (!changed) throw notFound();
    await recordChange(tx, caller, {
      vendorId: row.vendorId,
      entity: 'contact',
      entityId: row.id,
      action: 'update',
      before: fieldsOf(row, next),
      after: next,
    });
    return changed;
  });
  return toContact(updated);
};

/** A new contact as the audit trail records it. */
const createdFields = (row: ContactRow) =>
  fieldsOf(row, [
    'email',
    'firstName',
    'lastName',
    'title',
    'phone',
    'isPrimary',
    'isApproved',
    'isEnabled',
    'preferredLanguage',
  ] as const);

const insertContact = async (
  db: Database,
  actor: Actor | null,
  vendorId: number,
  contact: Contact,
  flags: { isApproved: boolean; language: LanguageCode },
  afterInsert?: (tx: Database, row: ContactRow) => Promise<void>,
) => {
  checkContact(contact);
  if (await isEmailInUse(db, contact.Email)) throw new AppError('refused', messages.emailInUse, 'email_in_use');
  try {
    return await db.transaction(async (tx) => {
      await withdrawPendingAccessRequest(tx, contact.Email);
      const [row] = await tx
        .insert(contacts)
        .values({
          vendorId,
          email: contact.Email.trim(),
          ...contactColumns(contact),
          ...languageColumn(contact, flags.language),
          isPrimary: false,
          isApproved: flags.isApproved,
          isEnabled: true,
        })
        .returning();
      if (!row) throw new Error('contact insert returned no row');
      await recordChange(tx, actor ?? accessRequestAsker(row), {
        vendorId,
        entity: 'contact',
        entityId: row.id,
        action: actor ? 'create' : 'request-access',
        before: {},
        after: createdFields(row),
      });
      await afterInsert?.(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('refused', messages.emailInUse, 'email_in_use');
    throw error;
  }
};

/**
 * POST /api/Contacts/CreateContactApp: DESIGN.md §8, a contact an editor creates is approved at once. Their mails are
 * in the language the body names, else the page's (`language`).
 */
export const createContact = async (
  db: Database,
  caller: VendorActor,
  contact: Contact & { VendorId: number },
  language: LanguageCode = DEFAULT_LANGUAGE,
) => {
  assertOwnVendor(caller, contact.VendorId);
  assertCanEdit(caller);
  return toContact(await insertContact(db, caller, caller.vendorId, contact, { isApproved: true, language }));
};

/**
 * POST /api/Contacts/RequestAccess: a person asks to join a vendor. DESIGN.md §8: the contact waits for approval and
 * the vendor's editors are e-mailed, in the same transaction.
 */
export const requestAccess = async (
  db: Database,
  deps: ModuleDeps,
  request: Contact & { VendorId: number; Captcha: string },
  remoteIp?: string,
  /** The language of the page the person asked from: their mails' language once a member. */
  language: LanguageCode = DEFAULT_LANGUAGE,
) => {
  const receipt = await deps.captcha.check(db, request.Captcha, remoteIp);
  if (!receipt) throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, request.VendorId));
  if (!vendor) throw notFound();
  await insertContact(db, null, vendor.id, request, { isApproved: false, language }, async (tx) => {
    if (!(await deps.captcha.spend(tx, receipt)))
      throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
    // The asker's name and address are theirs to type, and the business's name may be a stranger's too: the mail
    // names none of them, and the editor sees who asked once signed in (docs/decisions.md).
    // Each editor reads it in their own language.
    for (const editor of await listMailableContacts(tx, vendor.id)) {
      const i18n = recipientI18n(deps, editor.preferredLanguage);
      const notice = renderMail(
        {
          subject: i18n._({ id: 'Someone asks to join your business' }),
          paragraphs: [
            i18n._({ id: 'Hello,' }),
            i18n._({
              id: "Someone asked to be added as a contact of your business in the bridge replacement program's vendor portal.",
            }),
            i18n._({
              id: 'Sign in and open the Contacts tab of My Business to see who asked. If you know this person, press Approve. Until then they cannot sign in.',
            }),
          ],
          action: { label: i18n._({ id: 'Open My Business' }), url: `${deps.publicUrl}/MyBusiness?tab=5` },
          footer: i18n._({
            id: 'If you do not know this person, you can ignore this e-mail. Questions? Write to {supportEmail}.',
            values: { supportEmail: deps.supportEmail },
          }),
        },
        i18n,
      );
      await deps.unsolicitedMail.notice(tx, { to: editor.email, ...notice });
    }
  });
};

/** POST /api/Contacts/ApproveAccessApp: §4 an enabled but unapproved contact can be approved by an editor. */
export const approveContact = async (db: Database, caller: VendorActor, vendorId: number, email: string) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.vendorId, caller.vendorId), sql`lower(${contacts.email}) = lower(${email.trim()})`));
  if (!row) throw notFound();
  await approveContactRow(db, caller, row);
};

/** Approves an enabled contact (a vendor's editor or staff), recorded in the audit trail. */
export const approveContactRow = async (db: Database, actor: Actor, row: ContactRow) => {
  if (!row.isEnabled) throw new AppError('refused', messages.contactDisabled, 'contact_disabled');
  await db.transaction(async (tx) => {
    await tx.update(contacts).set({ isApproved: true, updatedAt: sql`now()` }).where(eq(contacts.id, row.id));
    await recordChange(tx, actor, {
      vendorId: row.vendorId,
      entity: 'contact',
      entityId: row.id,
      action: 'approve',
      before: { isApproved: row.isApproved },
      after: { isApproved: true },
    });
  });
};

/** POST /api/Contacts/MakePrimaryApp: one primary per vendor, swapped in one transaction. */
export const makePrimaryContact = async (db: Database, caller: VendorActor, vendorId: number, contactId: number) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const row = await findContactRow(db, caller.vendorId, contactId);
  if (!row) throw notFound();
  await makePrimaryContactRow(db, caller, row);
};

/** One primary per vendor, swapped in one transaction; both contacts' changes are recorded. */
export const makePrimaryContactRow = async (db: Database, actor: Actor, row: ContactRow) => {
  if (!row.isEnabled || !row.isApproved) throw new AppError('refused', messages.primaryMustBeApproved, 'not_approved');
  await db.transaction(async (tx) => {
    const previous = await tx
      .update(contacts)
      .set({ isPrimary: false, updatedAt: sql`now()` })
      .where(and(eq(contacts.vendorId, row.vendorId), eq(contacts.isPrimary, true), ne(contacts.id, row.id)))
      .returning({ id: contacts.id });
    await tx.update(contacts).set({ isPrimary: true, updatedAt: sql`now()` }).where(eq(contacts.id, row.id));
    for (const { id, isPrimary } of [
      ...previous.map((p) => ({ id: p.id, isPrimary: false })),
      { id: row.id, isPrimary: true },
    ]) {
      await recordChange(tx, actor, {
        vendorId: row.vendorId,
        entity: 'contact',
        entityId: id,
        action: isPrimary ? 'make-primary' : 'unmake-primary',
        before: { isPrimary: id === row.id ? row.isPrimary : true },
        after: { isPrimary },
      });
    }
  });
};

/**
 * POST /api/Contacts/RequestProgramAccess: a verified vendor's editor asks to engage with the program; one request
 * per vendor, which staff approve.
 */
export const requestProgramEngagement = async (db: Database, caller: VendorActor, vendorId: number) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const [vendor] = await db.select({ verifiedAt: vendors.verifiedAt }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound();
  if (!vendor.verifiedAt) throw new AppError('refused', messages.engagementNeedsVerification, 'not_verified');
  await db.transaction(async (tx) => {
    // A declined vendor may ask again: its request starts afresh (docs/decisions.md).
    const [previous] = await tx
      .select({ declinedAt: engagementRequests.declinedAt })
      .from(engagementRequests)
      .where(eq(engagementRequests.vendorId, vendorId))
      .for('update');
    const request = { requestedByContactId: caller.contactId, approvedAt: null, declinedAt: null, declineReason: '' };
    const inserted = await tx
      .insert(engagementRequests)
      .values({ vendorId, ...request })
      .onConflictDoUpdate({
        target: engagementRequests.vendorId,
        set: { ...request, createdAt: sql`now()` },
        setWhere: sql`${engagementRequests.declinedAt} is not null`,
      })
      .returning({ vendorId: engagementRequests.vendorId });
    if (inserted.length === 0) throw new AppError('refused', messages.engagementAlreadyRequested, 'already_requested');
    await recordChange(tx, caller, {
      vendorId,
      entity: 'engagement',
      entityId: vendorId,
      action: 'request',
      before: { state: previous ? 'Declined' : 'None' },
      after: { state: 'Requested' },
    });
  });
};
