import { createHmac, randomBytes } from 'node:crypto';
import {
  type LoginToken,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_ATTEMPTS,
  SECOND_FACTOR_LOCK_AFTER,
  SECOND_FACTOR_RELOCK_HOURS,
  SECOND_FACTOR_WINDOW_MINUTES,
  staffMessages,
} from '@bridgehub/contract';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffPasskeys, staffRecoveryCodes } from '../../db/schema.ts';
import { AppError, rateLimited } from '../../errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import { countHit, refundHit } from '../../infra/rate-limit-store.ts';
import { hashToken } from '../../infra/tokens/secret-token.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { readTicket, startStaffSession, type TicketHolder } from './staff-sessions.service.ts';

/** The second factor of a staff sign-in (DESIGN.md §10): a TOTP app or a passkey, and one-time recovery codes. */

const TOTP_ISSUER = 'Bridge Program Staff';
/** RFC 6238 with a step of 30 s: one step either side covers a phone's clock drift and the time to type. */
const TOTP_TOLERANCE_SECONDS = 30;

const wrongCode = () => new AppError('refused', staffMessages.wrongCode, 'wrong_code');

const ATTEMPTS_LIMIT = 'staff second factor';

/**
 * Counts an attempt at the second factor against the account's limit before it is checked, so that guesses sent in
 * parallel cannot pass the limit together; beyond it the answer is 429. A right answer takes its attempt back
 * (`forgiveAttempt`), so only wrong ones are limited.
 */
const countAttempt = async (db: Database, staffId: number) => {
  const { hits } = await countHit(db, ATTEMPTS_LIMIT, String(staffId), SECOND_FACTOR_WINDOW_MINUTES * 60_000);
  if (hits > SECOND_FACTOR_ATTEMPTS) throw rateLimited(staffMessages.tooManyAttempts);
};

const forgiveAttempt = (tx: Database, staffId: number) => refundHit(tx, ATTEMPTS_LIMIT, String(staffId));

const accountLocked = (account: { isAdministratorUnlockOnly: boolean }) =>
  new AppError(
    'refused',
    account.isAdministratorUnlockOnly ? staffMessages.accountLockedForAdministrator : staffMessages.accountLocked,
    'account_locked',
  );

/**
 * A locked account takes no code at all, a right one included: the lock is there because someone may be guessing.
 * Passkeys are not refused (docs/decisions.md): no one guesses a signature.
 */
const assertNotLocked = (holder: TicketHolder) => {
  if (holder.lockedAt) throw accountLocked(holder);
};

const lockMail = (deps: ModuleDeps, holder: TicketHolder, isAdministratorUnlockOnly: boolean) =>
  renderMail({
    subject: 'Your staff console account is locked',
    paragraphs: [
      `Hello ${holder.displayName},`,
      `Your account on the staff console of the bridge replacement program was locked after ` +
        `${SECOND_FACTOR_LOCK_AFTER} wrong codes in a row at sign-in.`,
      'If that was not you, someone else can open the sign-in links we e-mail you: secure this mailbox (change its ' +
        'password) and tell an administrator of the program.',
      isAdministratorUnlockOnly
        ? `It is the second lock within ${SECOND_FACTOR_RELOCK_HOURS} hours, so only an administrator of the program ` +
          'can unlock it, on the console’s Staff page. Once it is unlocked, sign in as usual.'
        : 'To get back in, request a new sign-in link and sign in with it: a link asked for after the lock unlocks ' +
          'the account.',
    ],
    ...(isAdministratorUnlockOnly
      ? {}
      : { action: { label: 'Request a sign-in link', url: `${deps.publicUrl}/console/login` } }),
    footer: `Questions? Write to ${deps.supportEmail}.`,
  });

/**
 * Counts a wrong code against the run of wrong ones; the one that completes the run locks the account and mails its
 * holder. A lock within SECOND_FACTOR_RELOCK_HOURS of the previous one waits for an Administrator, so someone who holds
 * the mailbox gets two runs a day, not one per link. One statement, so parallel guesses are each counted.
 */
const refuseWrongCode = async (db: Database, deps: ModuleDeps, holder: TicketHolder): Promise<never> => {
  const isRunComplete = sql`${staffAccounts.secondFactorFailures} + 1 >= ${SECOND_FACTOR_LOCK_AFTER}`;
  const isRelock = sql`coalesce(${staffAccounts.lastLockedAt} > now() - ${`${SECOND_FACTOR_RELOCK_HOURS} hours`}::interval, false)`;
  const locked = await db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({
        secondFactorFailures: sql`${staffAccounts.secondFactorFailures} + 1`,
        lockedAt: sql`case when ${isRunComplete} then now() end`,
        lastLockedAt: sql`case when ${isRunComplete} then now() else ${staffAccounts.lastLockedAt} end`,
        isAdministratorUnlockOnly: sql`${isRunComplete} and ${isRelock}`,
      })
      .where(and(eq(staffAccounts.id, holder.staffId), isNull(staffAccounts.lockedAt)))
      .returning({
        lockedAt: staffAccounts.lockedAt,
        isAdministratorUnlockOnly: staffAccounts.isAdministratorUnlockOnly,
      });
    if (!account?.lockedAt) return null;
    await enqueueMail(tx, { to: holder.email, ...lockMail(deps, holder, account.isAdministratorUnlockOnly) });
    return account;
  });
  throw locked ? accountLocked(locked) : wrongCode();
};

/** A right code ends the run of wrong ones, unless the account locked while it was being checked. */
const endWrongCodes = async (tx: Database, staffId: number) => {
  const [account] = await tx
    .update(staffAccounts)
    .set({ secondFactorFailures: 0 })
    .where(eq(staffAccounts.id, staffId))
    .returning({
      lockedAt: staffAccounts.lockedAt,
      isAdministratorUnlockOnly: staffAccounts.isAdministratorUnlockOnly,
    });
  if (account?.lockedAt) throw accountLocked(account);
};

const hasSecondFactor = (holder: TicketHolder) => holder.totpSecret !== null || holder.hasPasskey;

/** Enrolment is for an account without a second factor only: a mailbox alone must never add one. */
const assertCanEnrol = (holder: TicketHolder) => {
  if (hasSecondFactor(holder)) throw new AppError('refused', staffMessages.alreadyEnrolled, 'already_enrolled');
};

/** Ten codes like `3f9a-c2e1-07bd`, hex so that they read aloud and type without confusion. */
const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => (randomBytes(6).toString('hex').match(/.{4}/g) ?? []).join('-'));

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');

/** Replaces an account's recovery codes, stored hashed; answers them in clear this once. */
export const replaceRecoveryCodes = async (tx: Database, staffId: number, codes = newRecoveryCodes()) => {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashToken(normalizeRecoveryCode(code)) })));
  return codes;
};

/** TOTP enrolment, step one: a new secret, kept pending until a code from it confirms it. */
export const startTotpEnrolment = async (db: Database, deps: ModuleDeps, ticket: string) => {
  const holder = await readTicket(db, deps, ticket);
  assertCanEnrol(holder);
  const secret = generateSecret();
  await db.update(staffAccounts).set({ totpPendingSecret: secret }).where(eq(staffAccounts.id, holder.staffId));
  return { Secret: secret, Uri: generateURI({ issuer: TOTP_ISSUER, label: holder.email, secret }) };
};

/** The time step of a valid code for this secret, or null. */
const verifiedStep = async (secret: string, code: string) => {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};

/**
 * Spends a time step: a code works once, and no code of an earlier step works after it. One statement, so two
 * requests with one code cannot both pass.
 */
const spendStep = async (tx: Database, staffId: number, step: number) => {
  const [spent] = await tx
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffAccounts.id, staffId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))),
    )
    .returning({ id: staffAccounts.id });
  return Boolean(spent);
};

/** TOTP enrolment, step two: a valid code makes the pending secret the account's, signs in, and answers the codes. */
export const confirmTotpEnrolment = async (db: Database, deps: ModuleDeps, ticket: string, code: string) => {
  const holder = await readTicket(db, deps, ticket);
  assertCanEnrol(holder);
  if (!holder.totpPendingSecret) throw new AppError('refused', staffMessages.notEnrolled, 'not_enrolling');
  await countAttempt(db, holder.staffId);
  const pending = holder.totpPendingSecret;
  const step = await verifiedStep(pending, code);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    const [enrolled] = await tx
      .update(staffAccounts)
      .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staffAccounts.id, holder.staffId), isNull(staffAccounts.totpSecret)))
      .returning({ id: staffAccounts.id });
    if (!enrolled) throw new AppError('refused', staffMessages.alreadyEnrolled, 'already_enrolled');
    const RecoveryCodes = await replaceRecoveryCodes(tx, holder.staffId);
    await forgiveAttempt(tx, holder.staffId);
    return { Tokens: await startStaffSession(tx, deps, holder), RecoveryCodes };
  });
};

/** Sign-in with an authenticator app's code. */
export const verifyTotp = async (db: Database, deps: ModuleDeps, ticket: string, code: string): Promise<LoginToken> => {
  const holder = await readTicket(db, deps, ticket);
  if (!holder.totpSecret) throw new AppError('refused', staffMessages.notEnrolled, 'not_enrolled');
  assertNotLocked(holder);
  await countAttempt(db, holder.staffId);
  const step = await verifiedStep(holder.totpSecret, code);
  if (step === null) return refuseWrongCode(db, deps, holder);
  return db.transaction(async (tx) => {
    // A code of a step already spent was right once: a replay, not a guess, so it is not counted towards the lock.
    if (!(await spendStep(tx, holder.staffId, step))) throw wrongCode();
    await endWrongCodes(tx, holder.staffId);
    await forgiveAttempt(tx, holder.staffId);
    return startStaffSession(tx, deps, holder);
  });
};

/** A recovery code stands in for the second factor, once. */
export const useRecoveryCode = async (
  db: Database,
  deps: ModuleDeps,
  ticket: string,
  code: string,
): Promise<LoginToken> => {
  const holder = await readTicket(db, deps, ticket);
  assertNotLocked(holder);
  await countAttempt(db, holder.staffId);
  const tokens = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, holder.staffId),
          eq(staffRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (!spent) return null;
    await endWrongCodes(tx, holder.staffId);
    await forgiveAttempt(tx, holder.staffId);
    return startStaffSession(tx, deps, holder);
  });
  return tokens ?? refuseWrongCode(db, deps, holder);
};

const relyingParty = (deps: ModuleDeps) => ({
  rpID: new URL(deps.publicUrl).hostname,
  origin: deps.publicUrl,
});

/**
 * The WebAuthn challenge of a ticket, derived from its session id: nothing to store, and it dies with the ticket,
 * which starts one session only.
 */
const challengeOf = (deps: ModuleDeps, holder: TicketHolder) =>
  new Uint8Array(createHmac('sha256', deps.jwtSecret).update(`webauthn:${holder.sessionId}`).digest());

/** The challenge as the browser's answer carries it in its client data. */
const expectedChallengeOf = (deps: ModuleDeps, holder: TicketHolder) =>
  isoBase64URL.fromBuffer(challengeOf(deps, holder));

/** Passkey registration, step one: the options `navigator.credentials.create()` takes. */
export const startPasskeyRegistration = async (db: Database, deps: ModuleDeps, ticket: string) => {
  const holder = await readTicket(db, deps, ticket);
  assertCanEnrol(holder);
  // Spread into a plain object: the contract types options as an open record, which an interface is not.
  return {
    ...(await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID: relyingParty(deps).rpID,
      userName: holder.email,
      userDisplayName: holder.displayName,
      userID: new TextEncoder().encode(`staff-${holder.staffId}`),
      challenge: challengeOf(deps, holder),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })),
  };
};

const passkeyNotVerified = () => new AppError('refused', staffMessages.passkeyNotVerified, 'passkey_not_verified');

/** Passkey registration, step two: stores the credential, signs in, and answers the recovery codes. */
export const finishPasskeyRegistration = async (
  db: Database,
  deps: ModuleDeps,
  ticket: string,
  credential: RegistrationResponseJSON,
) => {
  const holder = await readTicket(db, deps, ticket);
  assertCanEnrol(holder);
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: expectedChallengeOf(deps, holder),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyNotVerified();
  const registered = verification.registrationInfo.credential;
  return db.transaction(async (tx) => {
    // The account's row is locked, so two registrations at once cannot both become its first factor.
    const [account] = await tx
      .select({ totpSecret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, holder.staffId))
      .for('update');
    const [existing] = await tx
      .select({ id: staffPasskeys.id })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, holder.staffId));
    if (account?.totpSecret || existing)
      throw new AppError('refused', staffMessages.alreadyEnrolled, 'already_enrolled');
    await tx.insert(staffPasskeys).values({
      id: registered.id,
      staffId: holder.staffId,
      publicKey: isoBase64URL.fromBuffer(registered.publicKey),
      counter: registered.counter,
      transports: registered.transports ?? [],
    });
    const RecoveryCodes = await replaceRecoveryCodes(tx, holder.staffId);
    return { Tokens: await startStaffSession(tx, deps, holder), RecoveryCodes };
  });
};

/** Passkey sign-in, step one: the options `navigator.credentials.get()` takes, naming the account's passkeys. */
export const startPasskeySignIn = async (db: Database, deps: ModuleDeps, ticket: string) => {
  const holder = await readTicket(db, deps, ticket);
  const passkeys = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, holder.staffId));
  if (passkeys.length === 0) throw new AppError('refused', staffMessages.notEnrolled, 'not_enrolled');
  return {
    ...(await generateAuthenticationOptions({
      rpID: relyingParty(deps).rpID,
      allowCredentials: passkeys,
      challenge: challengeOf(deps, holder),
      userVerification: 'preferred',
    })),
  };
};

/** Passkey sign-in, step two: checks the signature with the stored key and its counter, then signs in. */
export const finishPasskeySignIn = async (
  db: Database,
  deps: ModuleDeps,
  ticket: string,
  credential: AuthenticationResponseJSON,
): Promise<LoginToken> => {
  const holder = await readTicket(db, deps, ticket);
  await countAttempt(db, holder.staffId);
  const [passkey] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, credential.id), eq(staffPasskeys.staffId, holder.staffId)));
  if (!passkey) throw passkeyNotVerified();
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: expectedChallengeOf(deps, holder),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyNotVerified();
  return db.transaction(async (tx) => {
    await tx
      .update(staffPasskeys)
      .set({ counter: verification.authenticationInfo.newCounter })
      .where(eq(staffPasskeys.id, passkey.id));
    await forgiveAttempt(tx, holder.staffId);
    return startStaffSession(tx, deps, holder);
  });
};
