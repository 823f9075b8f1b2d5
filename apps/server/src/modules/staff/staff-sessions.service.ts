import { randomUUID } from 'node:crypto';
import {
  LOGIN_LINK_TTL_MINUTES,
  type LoginToken,
  messages,
  STAFF_ACCESS_TOKEN_TTL_SECONDS,
  STAFF_SESSION_HOURS,
  STAFF_TICKET_TTL_SECONDS,
  type StaffRole,
  staffMessages,
  TOKEN_TYPE,
} from '@bridgehub/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffLoginTokens, staffRefreshTokens, staffSessions } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { SendUnsolicitedMail } from '../../infra/mail/unsolicited-mail.ts';
import { signJwt, verifyJwt } from '../../infra/tokens/jwt.ts';
import { hashToken, newSecretToken } from '../../infra/tokens/secret-token.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { bearerToken, type StaffActor } from '../auth/actor.ts';

const sameEmail = (email: string) => sql`lower(${staffAccounts.email}) = lower(${email.trim()})`;
/** Whether the account in the query has a passkey (qualified: drizzle leaves a one-table select's columns bare). */
export const hasPasskey = sql<boolean>`exists (select 1 from staff_passkeys where staff_passkeys.staff_id = staff_accounts.id)`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The console's page the e-mailed link opens; a click there spends the token (a mail scanner's GET does not). */
const consoleLink = (deps: ModuleDeps, token: string, email: string) =>
  `${deps.publicUrl}/console/login/callback?${new URLSearchParams({ token, email })}`;

const storeStaffLink = (tx: Database, staffId: number, token: string, lifetime: string) =>
  tx.insert(staffLoginTokens).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${lifetime}::interval`,
  });

/** Stores a single-use link for a staff account and answers its URL; an invitation lives longer than a sign-in. */
export const issueStaffLink = async (
  tx: Database,
  deps: ModuleDeps,
  account: { id: number; email: string },
  lifetime: string,
) => {
  const token = newSecretToken();
  await storeStaffLink(tx, account.id, token, lifetime);
  return consoleLink(deps, token, account.email);
};

/**
 * As for vendors (auth.service.ts): past the cap on sign-in mails the newest unspent link mailed today works for
 * another link's lifetime instead of a new one being sent, so a stranger filling the cap never stops the sign-in.
 */
const keepNewestLinkAlive = (tx: Database, staffId: number) =>
  tx
    .update(staffLoginTokens)
    .set({
      expiresAt: sql`greatest(${staffLoginTokens.expiresAt}, now() + ${`${LOGIN_LINK_TTL_MINUTES} minutes`}::interval)`,
    })
    .where(
      sql`${staffLoginTokens.id} = (select max(${staffLoginTokens.id}) from ${staffLoginTokens} where ${staffLoginTokens.staffId} = ${staffId}
        and ${staffLoginTokens.usedAt} is null and ${staffLoginTokens.createdAt} > now() - interval '1 day')`,
    );

/**
 * Mails a sign-in link to an enabled staff account with this e-mail, or keeps the newest one alive past the cap;
 * does nothing for any other e-mail. The staff name is an administrator's, so the mail may greet by it.
 */
export const sendStaffLoginLink = async (
  db: Database,
  deps: ModuleDeps,
  email: string,
  sendLink: SendUnsolicitedMail,
) => {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: staffAccounts.id, email: staffAccounts.email, displayName: staffAccounts.displayName })
      .from(staffAccounts)
      .where(and(sameEmail(email), eq(staffAccounts.isEnabled, true)));
    if (!account) return;
    const mail = renderMail({
      subject: 'Your sign-in link for the program staff console',
      paragraphs: [
        `Hello ${account.displayName},`,
        'Someone (we hope you) asked to sign in to the staff console of the bridge replacement program.',
        `Open the link below and press Continue. The link lasts ${LOGIN_LINK_TTL_MINUTES} minutes and works once; ` +
          'your authenticator app or passkey is asked for next.',
      ],
      action: { label: 'Sign in to the staff console', url: consoleLink(deps, token, account.email) },
      footer: `If you did not ask to sign in, you can ignore this e-mail. Questions? Write to ${deps.supportEmail}.`,
    });
    if (!(await sendLink(tx, { to: account.email, ...mail }))) {
      await keepNewestLinkAlive(tx, account.id);
      return;
    }
    await storeStaffLink(tx, account.id, token, `${LOGIN_LINK_TTL_MINUTES} minutes`);
  });
};

/** What unlocking sets: no lock, and a fresh count of wrong codes. `last_locked_at` stays, for the next lock. */
export const unlocked = { lockedAt: null, isAdministratorUnlockOnly: false, secondFactorFailures: 0 } as const;

const ticketInvalid = () => unauthorized(staffMessages.ticketInvalid, 'ticket_invalid');

/**
 * Spends an e-mailed link (sign-in or invitation) and answers a ticket for the second factor. The ticket's `sid`
 * becomes the session's id, so one ticket starts one session.
 */
export const completeStaffLogin = async (db: Database, deps: ModuleDeps, token: string, email: string) => {
  const [spent] =
    token === '' || email.trim() === ''
      ? []
      : await db
          .update(staffLoginTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(staffLoginTokens.tokenHash, hashToken(token)),
              isNull(staffLoginTokens.usedAt),
              gt(staffLoginTokens.expiresAt, sql`now()`),
              sql`${staffLoginTokens.staffId} in (select ${staffAccounts.id} from ${staffAccounts} where ${and(sameEmail(email), eq(staffAccounts.isEnabled, true))})`,
            ),
          )
          .returning({ id: staffLoginTokens.id, staffId: staffLoginTokens.staffId });
  if (!spent) throw new AppError('refused', messages.invalidLoginLink, 'invalid_login_link');
  // A link asked for after a first lock lifts it (docs/decisions.md); one asked for before it, which someone
  // guessing may still hold, does not.
  await db
    .update(staffAccounts)
    .set(unlocked)
    .where(
      and(
        eq(staffAccounts.id, spent.staffId),
        eq(staffAccounts.isAdministratorUnlockOnly, false),
        lt(
          staffAccounts.lockedAt,
          sql`(select ${staffLoginTokens.createdAt} from ${staffLoginTokens} where ${staffLoginTokens.id} = ${spent.id})`,
        ),
      ),
    );
  const [factors] = await db
    .select({ hasTotp: sql<boolean>`${staffAccounts.totpSecret} is not null`, hasPasskey })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, spent.staffId));
  const now = nowSeconds();
  const ticket = signJwt(deps.jwtSecret, {
    aud: 'staff-ticket',
    sub: String(spent.staffId),
    sid: randomUUID(),
    jti: randomUUID(),
    iat: now,
    exp: now + STAFF_TICKET_TTL_SECONDS,
  });
  return {
    Ticket: ticket,
    ExpiresIn: STAFF_TICKET_TTL_SECONDS,
    HasTotp: factors?.hasTotp ?? false,
    HasPasskey: factors?.hasPasskey ?? false,
  };
};

export interface TicketHolder {
  staffId: number;
  /** The session the ticket will start. */
  sessionId: string;
  email: string;
  displayName: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  hasPasskey: boolean;
  lockedAt: Date | null;
  isAdministratorUnlockOnly: boolean;
}

/** The account a ticket is for: enabled, and the ticket neither expired nor already used to start its session. */
export const readTicket = async (db: Database, deps: ModuleDeps, ticket: string): Promise<TicketHolder> => {
  const claims = verifyJwt(deps.jwtSecret, ticket, 'staff-ticket');
  const staffId = Number(claims?.sub);
  if (!claims || !Number.isInteger(staffId) || staffId < 1 || staffId > 2_147_483_647) throw ticketInvalid();
  const [row] = await db
    .select({
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      displayName: staffAccounts.displayName,
      totpSecret: staffAccounts.totpSecret,
      totpPendingSecret: staffAccounts.totpPendingSecret,
      hasPasskey,
      lockedAt: staffAccounts.lockedAt,
      isAdministratorUnlockOnly: staffAccounts.isAdministratorUnlockOnly,
    })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, staffId),
        eq(staffAccounts.isEnabled, true),
        sql`not exists (select 1 from ${staffSessions} where ${staffSessions.id} = ${claims.sid})`,
      ),
    );
  if (!row) throw ticketInvalid();
  return { ...row, sessionId: claims.sid };
};

const tokenPair = (deps: ModuleDeps, staffId: number, sessionId: string, refreshToken: string): LoginToken => {
  const now = nowSeconds();
  return {
    TokenType: TOKEN_TYPE,
    AccessToken: signJwt(deps.jwtSecret, {
      aud: 'staff',
      sub: String(staffId),
      sid: sessionId,
      jti: randomUUID(),
      iat: now,
      exp: now + STAFF_ACCESS_TOKEN_TTL_SECONDS,
    }),
    ExpiresIn: STAFF_ACCESS_TOKEN_TTL_SECONDS,
    RefreshToken: refreshToken,
  };
};

/** Starts the ticket's session once the second factor is passed; a ticket already used answers 401. */
export const startStaffSession = async (
  tx: Database,
  deps: ModuleDeps,
  holder: Pick<TicketHolder, 'staffId' | 'sessionId'>,
) => {
  const [session] = await tx
    .insert(staffSessions)
    .values({
      id: holder.sessionId,
      staffId: holder.staffId,
      expiresAt: sql`now() + ${`${STAFF_SESSION_HOURS} hours`}::interval`,
    })
    .onConflictDoNothing()
    .returning({ id: staffSessions.id });
  if (!session) throw ticketInvalid();
  const refreshToken = newSecretToken();
  await tx.insert(staffRefreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
  return tokenPair(deps, holder.staffId, session.id, refreshToken);
};

/**
 * Starts a session for the enabled staff account with this e-mail without a link or a second factor, or answers
 * null: the browser suite's seam on a server with development tools (dev-session.routes.ts), never reachable in
 * production.
 */
export const grantStaffSession = async (db: Database, deps: ModuleDeps, email: string) => {
  const [account] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(sameEmail(email), eq(staffAccounts.isEnabled, true)));
  if (!account) return null;
  return db.transaction((tx) => startStaffSession(tx, deps, { staffId: account.id, sessionId: randomUUID() }));
};

const sessionEnded = () => unauthorized(staffMessages.ticketInvalid, 'session_ended');

/**
 * Rotates a staff refresh token. A token presented again after its rotation is a replay: the session ends. A session
 * never outlives its 12 hours, however often it is refreshed.
 */
export const refreshStaffLogin = async (db: Database, deps: ModuleDeps, refreshToken: string) => {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: staffRefreshTokens.id, sessionId: staffSessions.id, staffId: staffSessions.staffId })
      .from(staffRefreshTokens)
      .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.sessionId))
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(
        and(
          eq(staffRefreshTokens.tokenHash, hashToken(refreshToken)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, sql`now()`),
          eq(staffAccounts.isEnabled, true),
        ),
      );
    if (!row) return null;
    const [rotated] = await tx
      .update(staffRefreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(staffRefreshTokens.id, row.id), isNull(staffRefreshTokens.rotatedAt)))
      .returning({ id: staffRefreshTokens.id });
    if (!rotated) {
      await tx.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, row.sessionId));
      return null;
    }
    const child = newSecretToken();
    await tx.insert(staffRefreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(child) });
    return tokenPair(deps, row.staffId, row.sessionId, child);
  });
  if (!outcome) throw sessionEnded();
  return outcome;
};

/** Ends the session a refresh token belongs to; an unknown token ends nothing and answers the same. */
export const signOutStaff = async (db: Database, refreshToken: string) => {
  if (refreshToken === '') return;
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.id} = (select ${staffRefreshTokens.sessionId} from ${staffRefreshTokens} where ${staffRefreshTokens.tokenHash} = ${hashToken(refreshToken)})`,
      ),
    );
};

/** Ends every session of a staff account at once (disabled, or given another role). */
export const endStaffSessions = async (tx: Database, staffId: number) => {
  await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
};

/**
 * The staff member of a request: a staff-audience access token of a session that is neither revoked nor past its
 * 12 hours, held by an enabled account. Checked on every request (staff traffic is small), with the role as it is now.
 */
export const authenticateStaff = async (
  db: Database,
  deps: ModuleDeps,
  authorization: string | undefined,
): Promise<StaffActor | null> => {
  const token = bearerToken(authorization);
  const claims = token ? verifyJwt(deps.jwtSecret, token, 'staff') : null;
  const staffId = Number(claims?.sub);
  if (!claims || !Number.isInteger(staffId) || staffId < 1 || staffId > 2_147_483_647) return null;
  const [row] = await db
    .select({
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
    })
    .from(staffAccounts)
    .innerJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .where(
      and(
        eq(staffAccounts.id, staffId),
        eq(staffAccounts.isEnabled, true),
        eq(staffSessions.id, claims.sid),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  return { kind: 'staff', ...row, role: row.role as StaffRole, sessionId: claims.sid };
};
