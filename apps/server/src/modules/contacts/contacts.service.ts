import { type Contact, messages, validateContact } from '@bridgehub/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { contacts, engagementRequests, vendors } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../http/route.ts';
import type { Captcha } from '../../infra/captcha/captcha.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import { isEmailInUse } from '../vendors/vendors.service.ts';

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
});

export const notFound = () => new AppError('not_found', messages.notFound, 404);
export const forbidden = () => new AppError('forbidden', messages.accessDenied, 403);

/** Body ids naming a vendor must name the caller's own (DESIGN.md §7). */
export const assertOwnVendor = (caller: Caller, vendorId: number) => {
  if (vendorId !== caller.vendorId) throw forbidden();
};

/** §6: editing the business and managing contacts need CanEditBusiness. */
export const assertCanEdit = (caller: Caller) => {
  if (!caller.canEditBusiness) throw forbidden();
};

/** Primary first, then by name. */
export const listContactsOf = async (db: Database, vendorId: number): Promise<Contact[]> =>
  (
    await db
      .select()
      .from(contacts)
      .where(eq(contacts.vendorId, vendorId))
      .orderBy(desc(contacts.isPrimary), asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
  ).map(toContact);

const findContactRow = async (db: Database, vendorId: number, contactId: number) => {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.vendorId, vendorId)));
  return row;
};

/** GET /api/Contacts/ViewContact/{id}: a contact of the caller's vendor; any other id is not found. */
export const getContact = async (db: Database, caller: Caller, contactId: number): Promise<Contact> => {
  const row = await findContactRow(db, caller.vendorId, contactId);
  if (!row) throw notFound();
  return toContact(row);
};

const checkContact = (contact: Contact) => {
  const problem = validateContact(contact);
  if (problem) throw new AppError('invalid', problem);
};

const contactColumns = (contact: Contact) => ({
  firstName: contact.FirstName.trim(),
  lastName: contact.LastName.trim(),
  title: contact.Title.trim(),
  phone: contact.PhoneNumber,
});

/**
 * PUT /api/Contacts/UpdateContactApp. §6: the e-mail is not editable here, so a different one is ignored; the flags
 * are the server's. §5: saving requires a change.
 */
export const updateContact = async (db: Database, caller: Caller, contact: Contact & { Id: number }) => {
  assertCanEdit(caller);
  const row = await findContactRow(db, caller.vendorId, contact.Id);
  if (!row) throw notFound();
  const next = contactColumns(contact);
  checkContact({ ...contact, Email: row.email });
  const isUnchanged =
    next.firstName === row.firstName &&
    next.lastName === row.lastName &&
    next.title === row.title &&
    next.phone === row.phone;
  if (isUnchanged) throw new AppError('unchanged', messages.noFieldsChanged);
  const [updated] = await db
    .update(contacts)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(contacts.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return toContact(updated);
};

const insertContact = async (
  db: Database,
  vendorId: number,
  contact: Contact,
  flags: { isApproved: boolean },
  afterInsert?: (tx: Database, row: ContactRow) => Promise<void>,
) => {
  checkContact(contact);
  if (await isEmailInUse(db, contact.Email)) throw new AppError('email_in_use', messages.emailInUse);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contacts)
        .values({
          vendorId,
          email: contact.Email.trim(),
          ...contactColumns(contact),
          isPrimary: false,
          isApproved: flags.isApproved,
          isEnabled: true,
        })
        .returning();
      if (!row) throw new Error('contact insert returned no row');
      await afterInsert?.(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_in_use', messages.emailInUse);
    throw error;
  }
};

/** POST /api/Contacts/CreateContactApp: DESIGN.md §8, a contact an editor creates is approved at once. */
export const createContact = async (db: Database, caller: Caller, contact: Contact & { VendorId: number }) => {
  assertOwnVendor(caller, contact.VendorId);
  assertCanEdit(caller);
  return toContact(await insertContact(db, caller.vendorId, contact, { isApproved: true }));
};

export interface RequestAccessContext {
  captcha: Captcha;
  publicUrl: string;
  supportEmail: string;
  remoteIp?: string;
}

/**
 * POST /api/Contacts/RequestAccess: a person asks to join a vendor. DESIGN.md §8: the contact waits for approval and
 * the vendor's editors are e-mailed, in the same transaction.
 */
export const requestAccess = async (
  db: Database,
  context: RequestAccessContext,
  request: Contact & { VendorId: number; Captcha: string },
) => {
  const receipt = await context.captcha.check(db, request.Captcha, context.remoteIp);
  if (!receipt) throw new AppError('captcha_invalid', messages.captchaInvalid);
  const [vendor] = await db
    .select({ id: vendors.id, name: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, request.VendorId));
  if (!vendor) throw notFound();
  await insertContact(db, vendor.id, request, { isApproved: false }, async (tx, row) => {
    if (!(await context.captcha.spend(tx, receipt))) throw new AppError('captcha_invalid', messages.captchaInvalid);
    const editors = await tx
      .select({ email: contacts.email, firstName: contacts.firstName })
      .from(contacts)
      .where(and(eq(contacts.vendorId, vendor.id), eq(contacts.isEnabled, true), eq(contacts.isApproved, true)));
    for (const editor of editors) {
      await enqueueMail(tx, {
        to: editor.email,
        ...renderMail({
          subject: `${row.firstName} ${row.lastName} asks to join ${vendor.name}`,
          paragraphs: [
            `Hello ${editor.firstName},`,
            `${row.firstName} ${row.lastName} (${row.email}) asked to be added as a contact of ${vendor.name} in the bridge replacement program's vendor portal.`,
            'If you know this person, sign in, open the Contacts tab of My Business and press Approve. Until then they cannot sign in.',
          ],
          action: { label: 'Open My Business', url: `${context.publicUrl}/MyBusiness?tab=5` },
          footer: `If you do not know this person, you can ignore this e-mail. Questions? Write to ${context.supportEmail}.`,
        }),
      });
    }
  });
};

/** POST /api/Contacts/ApproveAccessApp: §4 an enabled but unapproved contact can be approved by an editor. */
export const approveContact = async (db: Database, caller: Caller, vendorId: number, email: string) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.vendorId, caller.vendorId), sql`lower(${contacts.email}) = lower(${email.trim()})`));
  if (!row) throw notFound();
  if (!row.isEnabled) throw new AppError('contact_disabled', messages.contactDisabled);
  await db.update(contacts).set({ isApproved: true, updatedAt: sql`now()` }).where(eq(contacts.id, row.id));
};

/** POST /api/Contacts/MakePrimaryApp: one primary per vendor, swapped in one transaction. */
export const makePrimaryContact = async (db: Database, caller: Caller, vendorId: number, contactId: number) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const row = await findContactRow(db, caller.vendorId, contactId);
  if (!row) throw notFound();
  if (!row.isEnabled || !row.isApproved) throw new AppError('not_approved', messages.primaryMustBeApproved);
  await db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({ isPrimary: false, updatedAt: sql`now()` })
      .where(and(eq(contacts.vendorId, caller.vendorId), eq(contacts.isPrimary, true)));
    await tx.update(contacts).set({ isPrimary: true, updatedAt: sql`now()` }).where(eq(contacts.id, row.id));
  });
};

/**
 * POST /api/Contacts/RequestProgramAccess: a verified vendor's editor asks to engage with the program; one request
 * per vendor, which staff approve.
 */
export const requestProgramEngagement = async (db: Database, caller: Caller, vendorId: number) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const [vendor] = await db.select({ verifiedAt: vendors.verifiedAt }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound();
  if (!vendor.verifiedAt) throw new AppError('not_verified', messages.engagementNeedsVerification);
  const inserted = await db
    .insert(engagementRequests)
    .values({ vendorId, requestedByContactId: caller.contactId })
    .onConflictDoNothing()
    .returning({ vendorId: engagementRequests.vendorId });
  if (inserted.length === 0) throw new AppError('already_requested', messages.engagementAlreadyRequested);
};
