import { ok } from '@bridgehub/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../errors.ts';
import { type DevSessionAudience, verifyJwt } from '../../infra/tokens/jwt.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { grantStaffSession } from '../staff/staff-sessions.service.ts';
import { grantContactSession } from './auth.service.ts';

/** The longest a grant may live: a test signs one just before it posts it. */
const GRANT_MAX_SECONDS = 120;

const refused = () => unauthorized('The grant is not valid.');

/**
 * POST /dev/session: the browser suite's seam, as epic-stack's `login` fixture writes a session instead of signing in.
 * A test signs a short-lived grant with the server's own JWT_SECRET (audience `dev-staff-session` or
 * `dev-vendor-session`, `sub` the account's e-mail) and gets the token pair of a new session, started by the session
 * functions the sign-in uses. Registered only where development tools are (`Config.hasDevTools`), as the mail viewer
 * is: a production server never has it. Where it is, it gives what the secret already could, no more.
 */
export const registerDevSessionRoutes = (app: FastifyInstance, deps: ModuleDeps) => {
  app.post<{ Body: { Grant?: unknown } | null }>('/dev/session', async (request) => {
    const grant = typeof request.body?.Grant === 'string' ? request.body.Grant : '';
    const claimsFor = (audience: DevSessionAudience) => verifyJwt(deps.jwtSecret, grant, audience);
    const staff = claimsFor('dev-staff-session');
    const claims = staff ?? claimsFor('dev-vendor-session');
    if (!claims || claims.exp - claims.iat > GRANT_MAX_SECONDS) throw refused();
    const pair = await (staff ? grantStaffSession : grantContactSession)(deps.db, deps, claims.sub);
    if (!pair) throw refused();
    return ok(pair);
  });
};
