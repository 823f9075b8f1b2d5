import { generate } from 'otplib';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from './db/seed.ts';

/**
 * Prints the demo staff's current authenticator code, so a newcomer passes the console's second factor without
 * installing an app. Only the demo accounts use this secret.
 */
const code = await generate({ secret: DEMO_TOTP_SECRET });
const seconds = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(
  `${code}  (the demo staff's code for ${seconds} more seconds: ${Object.values(DEMO_STAFF).join(', ')}; ` +
    `secret ${DEMO_TOTP_SECRET} for an authenticator app)`,
);
