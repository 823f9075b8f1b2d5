import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens with node:crypto: the access token needs nothing more, and a dependency fewer is a
 * dependency fewer to keep patched. Only HS256 is accepted, so a token cannot choose its own algorithm ("none").
 */
/**
 * Who a token is for (DESIGN.md §10): a vendor contact's session, a staff session, or a staff sign-in waiting for
 * its second factor. Each side verifies its own audience only, so no token crosses over. The `dev-` audiences are a
 * test's grants to start a session on a server with development tools (dev-session.routes.ts); none is ever issued.
 */
export type Audience = 'vendor' | 'staff' | 'staff-ticket' | DevSessionAudience;

export type DevSessionAudience = 'dev-vendor-session' | 'dev-staff-session';

export interface AccessClaims {
  aud: Audience;
  /** The contact's or staff account's id; a `dev-` grant's account e-mail. */
  sub: string;
  /** The refresh-token family (session) the token belongs to: revoking it ends the session at once. */
  sid: string;
  /** Unique per token, so two tokens issued in the same second are still two tokens. */
  jti: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export const signJwt = (secret: string, claims: AccessClaims): string => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(secret, input).toString('base64url')}`;
};

const isClaims = (value: unknown): value is AccessClaims => {
  const claims = value as Partial<AccessClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.aud === 'string' &&
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.jti === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
};

/** The claims of a well-signed, unexpired token for this audience; null for anything else. */
export const verifyJwt = (
  secret: string,
  token: string,
  audience: Audience,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.aud !== audience || claims.exp <= nowSeconds) return null;
  return claims;
};
