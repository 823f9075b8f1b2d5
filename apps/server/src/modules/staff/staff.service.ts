import {
  isValidEmail,
  messages,
  STAFF_INVITATION_TTL_DAYS,
  type StaffMember,
  type StaffRole,
  staffMessages,
} from '@bridgehub/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { StaffActor } from '../auth/actor.ts';
import { endStaffSessions, hasPasskey, issueStaffLink, unlocked } from './staff-sessions.service.ts';

const memberColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  isEnabled: staffAccounts.isEnabled,
  hasSecondFactor: sql<boolean>`(${staffAccounts.totpSecret} is not null or ${hasPasskey})`,
  isLocked: sql<boolean>`(${staffAccounts.lockedAt} is not null)`,
  createdAt: staffAccounts.createdAt,
  changedAt: staffAccounts.changedAt,
};

const toStaffMember = (row: {
  id: number;
  email: string;
  displayName: string;
  role: string;
  isEnabled: boolean;
  hasSecondFactor: boolean;
  isLocked: boolean;
  createdAt: Date;
  changedAt: Date;
}): StaffMember => ({
  Id: row.id,
  Email: row.email,
  DisplayName: row.displayName,
  Role: row.role as StaffRole,
  Enabled: row.isEnabled,
  HasSecondFactor: row.hasSecondFactor,
  IsLocked: row.isLocked,
  CreatedAt: row.createdAt.toISOString(),
  ChangedAt: row.changedAt.toISOString(),
});

export const getStaffMember = async (db: Database, staffId: number) => {
  const [row] = await db.select(memberColumns).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!row) throw notFound();
  return toStaffMember(row);
};

export const listStaffMembers = async (db: Database) =>
  (
    await db
      .select(memberColumns)
      .from(staffAccounts)
      .orderBy(asc(sql`lower(${staffAccounts.displayName})`), asc(staffAccounts.id))
  ).map(toStaffMember);

/** A new staff account, or null when one has this e-mail already (the unique index decides, under concurrency). */
export const createStaffAccount = async (
  tx: Database,
  account: { email: string; displayName: string; role: StaffRole; totpSecret?: string },
) => {
  const [created] = await tx
    .insert(staffAccounts)
    .values({ ...account, email: account.email.trim(), displayName: account.displayName.trim() })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  return created ?? null;
};

/**
 * STAFF_ADMIN_EMAIL: an Administrator for this e-mail when no staff account has it. An existing account is left as
 * it is, whatever staff did to it since (disabled, another role).
 */
export const ensureAdministrator = async (db: Database, email: string) =>
  createStaffAccount(db, { email, displayName: email.split('@')[0] ?? email, role: 'Administrator' });

const displayNameOf = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw new AppError('refused', staffMessages.displayNameRequired);
  return trimmed;
};

/** Creates the account and mails its invitation: the link signs in once, within 7 days, and leads to enrolment. */
export const inviteStaff = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  invitation: { Email: string; DisplayName: string; Role: StaffRole },
) => {
  const email = invitation.Email.trim();
  if (!isValidEmail(email)) throw new AppError('refused', messages.loginEmailInvalid);
  const displayName = displayNameOf(invitation.DisplayName);
  const id = await db.transaction(async (tx) => {
    const account = await createStaffAccount(tx, { email, displayName, role: invitation.Role });
    if (!account) throw new AppError('refused', staffMessages.emailInUse, 'email_in_use');
    const link = await issueStaffLink(tx, deps, account, `${STAFF_INVITATION_TTL_DAYS} days`);
    const mail = renderMail({
      subject: 'You are invited to the program staff console',
      paragraphs: [
        `Hello ${displayName},`,
        `${actor.displayName} invited you to the staff console of the bridge replacement program.`,
        `Open the link below to sign in and set up your second factor: an authenticator app or a passkey. The link ` +
          `lasts ${STAFF_INVITATION_TTL_DAYS} days and works once.`,
      ],
      action: { label: 'Accept the invitation', url: link },
      footer: `Questions? Write to ${deps.supportEmail}.`,
    });
    await enqueueMail(tx, { to: account.email, ...mail });
    return account.id;
  });
  return getStaffMember(db, id);
};

/**
 * Applies a change to an account that could remove an active administrator. Every active administrator's row is
 * locked first, in one order, so two administrators demoting each other at once are serialized and one stays.
 */
const changeAccount = async (db: Database, staffId: number, change: { role?: StaffRole; isEnabled?: boolean }) => {
  await db.transaction(async (tx) => {
    const administrators = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'Administrator'), eq(staffAccounts.isEnabled, true)))
      .orderBy(asc(staffAccounts.id))
      .for('update');
    const [target] = await tx
      .select({ role: staffAccounts.role, isEnabled: staffAccounts.isEnabled })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update');
    if (!target) throw notFound();
    const role = change.role ?? target.role;
    const isEnabled = change.isEnabled ?? target.isEnabled;
    if (role === target.role && isEnabled === target.isEnabled) return;
    const isActiveAdministrator = administrators.some((administrator) => administrator.id === staffId);
    const staysActiveAdministrator = role === 'Administrator' && isEnabled;
    if (isActiveAdministrator && !staysActiveAdministrator && administrators.length <= 1) {
      throw new AppError('refused', staffMessages.lastAdministrator, 'last_administrator');
    }
    await tx.update(staffAccounts).set({ role, isEnabled, changedAt: sql`now()` }).where(eq(staffAccounts.id, staffId));
    // Enabling ends nothing; a role change or disabling ends the sessions, so the next request is refused.
    if (role !== target.role || !isEnabled) await endStaffSessions(tx, staffId);
  });
  return getStaffMember(db, staffId);
};

export const changeStaffRole = (db: Database, staffId: number, role: StaffRole) => changeAccount(db, staffId, { role });

export const setStaffEnabled = (db: Database, staffId: number, isEnabled: boolean) =>
  changeAccount(db, staffId, { isEnabled });

/**
 * An Administrator lifts a lock after too many wrong codes, whichever it is; the next lock within 24 hours needs one
 * again. Stamped as changed like every other change to an account.
 */
export const unlockStaff = async (db: Database, staffId: number) => {
  await db
    .update(staffAccounts)
    .set({ ...unlocked, changedAt: sql`now()` })
    .where(and(eq(staffAccounts.id, staffId), isNotNull(staffAccounts.lockedAt)));
  return getStaffMember(db, staffId);
};

/** Every staff member names themselves: the name staff replies carry. */
export const updateOwnDisplayName = async (db: Database, actor: StaffActor, name: string) => {
  await db
    .update(staffAccounts)
    .set({ displayName: displayNameOf(name), changedAt: sql`now()` })
    .where(eq(staffAccounts.id, actor.staffId));
  return getStaffMember(db, actor.staffId);
};
