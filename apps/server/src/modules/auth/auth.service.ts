import { createHmac, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  isValidEmail,
  LOGIN_LINK_TTL_MINUTES,
  type LoginToken,
  messages,
  TOKEN_TYPE,
} from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, loginTokens, refreshTokens, vendors } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { SendUnsolicitedMail } from '../../infra/mail/unsolicited-mail.ts';
import { signJwt, verifyJwt } from '../../infra/tokens/jwt.ts';
import { hashToken, newSecretToken } from '../../infra/tokens/secret-token.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { bearerToken, type VendorActor } from './actor.ts';

/** A refresh token lasts this long after it is issued; each refresh issues a new one (DESIGN.md §7). */
export const REFRESH_TOKEN_TTL_DAYS = 14;
/**
 * Two tabs of one browser refresh at the same moment with the same token: within this window the token just rotated
 * answers the same child again instead of counting as a replay.
 */
export const REFRESH_GRACE_SECONDS = 30;

const sameEmail = (email: string) => sql`lower(${contacts.email}) = lower(${email.trim()})`;
/** DESIGN.md §7: only enabled and approved contacts sign in. */
const canSignIn = and(eq(contacts.isEnabled, true), eq(contacts.isApproved, true));

/** No name: a contact's name may be what a stranger typed when registering with this address (docs/decisions.md). */
const loginMail = (deps: ModuleDeps, i18n: I18n, link: string) =>
  renderMail(
    {
      subject: i18n._({ id: 'Your sign-in link for the vendor portal' }),
      paragraphs: [
        i18n._({ id: 'Hello,' }),
        i18n._({
          id: "Someone (we hope you) asked to sign in to the bridge replacement program's vendor portal with this e-mail address.",
        }),
        i18n._({
          id: 'Open the link below and press Login to sign in. The link lasts {minutes, plural, one {# minute} other {# minutes}} and works once.',
          values: { minutes: LOGIN_LINK_TTL_MINUTES },
        }),
      ],
      action: { label: i18n._({ id: 'Sign in to the vendor portal' }), url: link },
      footer: i18n._({
        id: 'If you did not ask to sign in, you can ignore this e-mail. Questions? Write to {supportEmail}.',
        values: { supportEmail: deps.supportEmail },
      }),
    },
    i18n,
  );

const linkLifetime = sql`now() + ${`${LOGIN_LINK_TTL_MINUTES} minutes`}::interval`;

/**
 * Past the cap on sign-in mails no new link is sent: the newest unspent one mailed today works for another link's
 * lifetime instead. So requests from anyone, a stranger filling the cap included, keep the newest link in the
 * person's mailbox working: the cap bounds the mails, never the person's sign-in (docs/decisions.md).
 */
const keepNewestLinkAlive = (tx: Database, contactId: number) =>
  tx
    .update(loginTokens)
    .set({ expiresAt: sql`greatest(${loginTokens.expiresAt}, ${linkLifetime})` })
    .where(
      sql`${loginTokens.id} = (select max(${loginTokens.id}) from ${loginTokens} where ${loginTokens.contactId} = ${contactId}
        and ${loginTokens.usedAt} is null and ${loginTokens.createdAt} > now() - interval '1 day')`,
    );

/**
 * Mails a single-use link to an enabled, approved contact with this e-mail, or keeps the newest one alive past the
 * cap; does nothing for any other e-mail. Runs in the background of the request, which answers the same either way.
 */
export const sendLoginLink = async (db: Database, deps: ModuleDeps, email: string, sendLink: SendUnsolicitedMail) => {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ id: contacts.id, email: contacts.email, preferredLanguage: contacts.preferredLanguage })
      .from(contacts)
      .where(and(sameEmail(email), canSignIn));
    if (!contact) return;
    // §2: the link leads back to /LoginCallBack, always on this site's own origin (never a caller-given returnUrl).
    const link = `${deps.publicUrl}/LoginCallBack?${new URLSearchParams({ token, email: contact.email })}`;
    if (
      !(await sendLink(tx, {
        to: contact.email,
        ...loginMail(deps, recipientI18n(deps, contact.preferredLanguage), link),
      }))
    ) {
      await keepNewestLinkAlive(tx, contact.id);
      return;
    }
    await tx
      .insert(loginTokens)
      .values({ contactId: contact.id, tokenHash: hashToken(token), expiresAt: linkLifetime });
  });
};

export const isLoginEmail = (email: string) => email.trim() !== '' && isValidEmail(email.trim());

const accessToken = (deps: ModuleDeps, contactId: number, familyId: string) => {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(deps.jwtSecret, {
    aud: 'vendor',
    sub: String(contactId),
    sid: familyId,
    jti: randomUUID(),
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
  });
};

/** The child of a refresh token is derived from it, so the grace window can answer the same child again. */
const childToken = (deps: ModuleDeps, parent: string) =>
  createHmac('sha256', deps.jwtSecret).update(`refresh-child:${parent}`).digest('base64url');

const tokenPair = (deps: ModuleDeps, contactId: number, familyId: string, refreshToken: string): LoginToken => ({
  TokenType: TOKEN_TYPE,
  AccessToken: accessToken(deps, contactId, familyId),
  ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
  RefreshToken: refreshToken,
});

const refreshExpiry = sql`now() + ${`${REFRESH_TOKEN_TTL_DAYS} days`}::interval`;

/** A session is a refresh-token family: its first token. */
const storeNewSession = (tx: Database, contactId: number, familyId: string, refreshToken: string) =>
  tx
    .insert(refreshTokens)
    .values({ familyId, contactId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiry });

/** §2 Login callback: spends the e-mailed token once and starts a session (a new refresh-token family). */
export const completeLogin = async (db: Database, deps: ModuleDeps, token: string, email: string) => {
  const refreshToken = newSecretToken();
  const familyId = randomUUID();
  const contactId =
    token === '' || email.trim() === ''
      ? null
      : await db.transaction(async (tx) => {
          const [spent] = await tx
            .update(loginTokens)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(loginTokens.tokenHash, hashToken(token)),
                isNull(loginTokens.usedAt),
                gt(loginTokens.expiresAt, sql`now()`),
                sql`${loginTokens.contactId} in (select ${contacts.id} from ${contacts} where ${and(sameEmail(email), canSignIn)})`,
              ),
            )
            .returning({ contactId: loginTokens.contactId });
          if (!spent) return null;
          await storeNewSession(tx, spent.contactId, familyId, refreshToken);
          return spent.contactId;
        });
  if (contactId === null) throw new AppError('refused', messages.invalidLoginLink, 'invalid_login_link');
  return tokenPair(deps, contactId, familyId, refreshToken);
};

/**
 * Starts a session for the enabled, approved contact with this e-mail without a link, or answers null: the browser
 * suite's seam on a server with development tools (dev-session.routes.ts), never reachable in production.
 */
export const grantContactSession = async (db: Database, deps: ModuleDeps, email: string) => {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(sameEmail(email), canSignIn));
  if (!contact) return null;
  const refreshToken = newSecretToken();
  const familyId = randomUUID();
  await storeNewSession(db, contact.id, familyId, refreshToken);
  return tokenPair(deps, contact.id, familyId, refreshToken);
};

const sessionEnded = () => unauthorized(messages.notSignedIn, 'session_ended');

const graceCheck = sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - ${`${REFRESH_GRACE_SECONDS} seconds`}::interval, false)`;

type RefreshOutcome = { pair: LoginToken } | { failed: true };

/**
 * Rotates a refresh token (DESIGN.md §7). A token already rotated answers its same child within the grace window
 * (two tabs refreshing at once); after it, or when the child has moved on too, it is a replay: the family is revoked.
 */
export const refreshLogin = async (db: Database, deps: ModuleDeps, refreshToken: string, email: string) => {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        contactId: refreshTokens.contactId,
        isExpired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        isContactActive: sql<boolean>`${contacts.isEnabled} and ${contacts.isApproved} and ${sameEmail(email)}`,
      })
      .from(refreshTokens)
      .innerJoin(contacts, eq(contacts.id, refreshTokens.contactId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (!row || row.revokedAt || row.isExpired || !row.isContactActive) return { failed: true };

    const child = childToken(deps, refreshToken);
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated) {
      await tx.insert(refreshTokens).values({
        familyId: row.familyId,
        contactId: row.contactId,
        tokenHash: hashToken(child),
        expiresAt: refreshExpiry,
      });
      return { pair: tokenPair(deps, row.contactId, row.familyId, child) };
    }

    // Read again: on PostgreSQL the other tab's rotation may have committed after the first read.
    const [current] = await tx
      .select({ isWithinGrace: graceCheck })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    const [sibling] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(child)));
    if (current?.isWithinGrace && sibling && !sibling.rotatedAt && !sibling.revokedAt) {
      return { pair: tokenPair(deps, row.contactId, row.familyId, child) };
    }
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    return { failed: true };
  });
  if ('failed' in outcome) throw sessionEnded();
  return outcome.pair;
};

/** Ends the session the refresh token belongs to; an unknown token ends nothing and answers the same. */
export const signOut = async (db: Database, refreshToken: string) => {
  if (refreshToken === '') return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.familyId} = (select ${refreshTokens.familyId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${hashToken(refreshToken)})`,
      ),
    );
};

/** Ends every session of a contact (DESIGN.md §7: disabling a contact ends its sessions). */
export const endSessionsOf = async (tx: Database, contactId: number) => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.contactId, contactId), isNull(refreshTokens.revokedAt)));
};

/**
 * The caller of a request: a valid access token of a session that is not revoked, held by a contact who is still
 * enabled and approved. Checked on every request, so disabling a contact or signing out takes effect at once.
 */
export const authenticate = async (
  db: Database,
  deps: ModuleDeps,
  authorization: string | undefined,
): Promise<VendorActor | null> => {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = verifyJwt(deps.jwtSecret, token, 'vendor');
  const contactId = Number(claims?.sub);
  if (!claims || !Number.isInteger(contactId) || contactId < 1 || contactId > 2_147_483_647) return null;
  const [row] = await db
    .select({
      contactId: contacts.id,
      vendorId: contacts.vendorId,
      email: contacts.email,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      isEditingLocked: vendors.isEditingLocked,
    })
    .from(contacts)
    .innerJoin(vendors, eq(vendors.id, contacts.vendorId))
    .where(
      and(
        eq(contacts.id, contactId),
        canSignIn,
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.sid} and ${refreshTokens.contactId} = ${contacts.id} and ${refreshTokens.revokedAt} is null)`,
      ),
    );
  if (!row) return null;
  return {
    kind: 'vendor',
    contactId: row.contactId,
    vendorId: row.vendorId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    // DESIGN.md §8, and staff may lock a vendor's editing for all its contacts.
    canEditBusiness: !row.isEditingLocked,
  };
};
