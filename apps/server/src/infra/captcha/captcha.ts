import { createHmac } from 'node:crypto';
import type { CaptchaConfig } from '@bridgehub/contract';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { captchaSpent } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** A checked answer, not yet spent. `spentId` is null for providers that refuse replays themselves (reCAPTCHA). */
export interface CaptchaReceipt {
  spentId: string | null;
  expiresAt: Date;
}

export interface Captcha {
  /** What GET /api/Captcha/Config answers. */
  publicConfig: CaptchaConfig;
  /** A fresh ALTCHA challenge, as the widget's `challengeurl` expects it. */
  createChallenge(): Promise<Challenge>;
  /** Checks an answer (the widget's form value) without spending it; null when it is missing, wrong or spent. */
  check(db: Database, answer: string, remoteIp?: string): Promise<CaptchaReceipt | null>;
  /** Records the answer as used, in the caller's transaction; false when another request spent it first. */
  spend(tx: Database, receipt: CaptchaReceipt): Promise<boolean>;
}

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_LIFETIME_MS = 20 * 60 * 1000;
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type Fetch = typeof fetch;

export const createCaptcha = (config: Config['captcha'], fetchImpl: Fetch = fetch): Captcha => {
  const spend = async (tx: Database, receipt: CaptchaReceipt) => {
    if (receipt.spentId === null) return true;
    const inserted = await tx
      .insert(captchaSpent)
      .values({ id: receipt.spentId, expiresAt: receipt.expiresAt })
      .onConflictDoNothing()
      .returning({ id: captchaSpent.id });
    return inserted.length > 0;
  };

  if (config.provider === 'recaptcha') {
    return {
      publicConfig: { Provider: 'recaptcha', SiteKey: config.siteKey },
      createChallenge: () => Promise.reject(notFound()),
      check: async (_db, answer, remoteIp) => {
        if (!answer) return null;
        const form = new URLSearchParams({ secret: config.secretKey, response: answer });
        if (remoteIp) form.set('remoteip', remoteIp);
        // Google being unreachable reads as "could not be verified": the person can try again.
        const result = (await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        })
          .then((response) => response.json())
          .catch(() => null)) as { success?: unknown } | null;
        // Google refuses a token it has seen before ("timeout-or-duplicate"), so no local replay store is needed.
        return result?.success === true ? { spentId: null, expiresAt: new Date() } : null;
      },
      spend,
    };
  }

  const hmacSignatureSecret = config.hmacKey;
  // Signing the derived key lets verification skip re-deriving it: checking an answer costs one HMAC.
  const hmacKeySignatureSecret = createHmac('sha256', config.hmacKey).update('altcha-key-signature').digest('hex');

  return {
    publicConfig: { Provider: 'altcha', SiteKey: null },
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: config.cost,
        // ALTCHA 3: the work is cost × counter; the solver searches the counter from 0 up.
        counter: randomInt(Math.ceil(config.maxCounter / 2), config.maxCounter),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),
    check: async (db, answer) => {
      const payload = decodeAltchaPayload(answer);
      if (!payload) return null;
      const { challenge, solution } = payload;
      const expiresAt = challenge.parameters.expiresAt;
      if (challenge.parameters.algorithm !== ALGORITHM || typeof expiresAt !== 'number') return null;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return null;
      const spentId = `altcha:${challenge.parameters.nonce}`;
      const [spent] = await db
        .select({ id: captchaSpent.id })
        .from(captchaSpent)
        .where(and(eq(captchaSpent.id, spentId), gt(captchaSpent.expiresAt, sql`now()`)));
      return spent ? null : { spentId, expiresAt: new Date(expiresAt * 1000) };
    },
    spend,
  };
};

interface AltchaPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

/** The widget's form value: base64 of JSON {challenge: {parameters, signature}, solution}. */
const decodeAltchaPayload = (answer: string): AltchaPayload | null => {
  if (!answer) return null;
  try {
    const value = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Partial<AltchaPayload> | null;
    const parameters = value?.challenge?.parameters;
    const solution = value?.solution;
    if (!parameters || typeof parameters !== 'object' || typeof parameters.nonce !== 'string') return null;
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return value as AltchaPayload;
  } catch {
    return null;
  }
};

/** Check and spend at once, for callers with no transaction of their own. */
export const verifyCaptcha = async (captcha: Captcha, db: Database, answer: string, remoteIp?: string) => {
  const receipt = await captcha.check(db, answer, remoteIp);
  return receipt !== null && (await captcha.spend(db, receipt));
};
