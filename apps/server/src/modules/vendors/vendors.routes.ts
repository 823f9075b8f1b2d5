import { ok, type vendorRoutes } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import type { Captcha } from '../../infra/captcha/captcha.ts';
import type { UnsolicitedMail } from '../../infra/mail/unsolicited-mail.ts';
import { isEmailInUse, registerVendor, searchSimilarVendors, verifyVendor } from './vendors.service.ts';

export interface VendorRouteDeps {
  db: Database;
  captcha: Captcha;
  unsolicitedMail: UnsolicitedMail;
  publicUrl: string;
  supportEmail: string;
}

export const vendorBindings = ({
  db,
  captcha,
  unsolicitedMail,
  publicUrl,
  supportEmail,
}: VendorRouteDeps): Bindings<typeof vendorRoutes> => ({
  submitVendor: {
    isRateLimited: true,
    handle: async ({ body, request }) => {
      await registerVendor(db, { captcha, unsolicitedMail, publicUrl, supportEmail, remoteIp: request.ip }, body);
      return ok(null);
    },
  },
  verifyVendor: {
    isRateLimited: true,
    handle: async ({ query }) => {
      await verifyVendor(db, query.token);
      return ok(null);
    },
  },
  searchVendors: {
    isRateLimited: true,
    handle: async ({ query }) => ok(await searchSimilarVendors(db, query.name)),
  },
  // §7: Success true means the e-mail is already in use; false is the ordinary answer, so it carries no message.
  searchVendorEmail: {
    isRateLimited: true,
    handle: async ({ query }) => ({ ...ok(null), Success: await isEmailInUse(db, query.name) }),
  },
});
