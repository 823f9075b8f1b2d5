import { accessRequestRoutes } from './access-requests/routes.ts';
import { accessRequestStaffRoutes } from './access-requests/staff-routes.ts';
import { accommodationStaffRoutes } from './accommodations/routes.ts';
import { attachmentRoutes } from './attachments/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { broadcastStaffRoutes } from './broadcasts/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { chatRoutes } from './chats/routes.ts';
import { chatStaffRoutes } from './chats/staff-routes.ts';
import { checkInStaffRoutes } from './check-in/routes.ts';
import { contactRoutes } from './contacts/routes.ts';
import { documentStaffRoutes } from './documents/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { eventStaffRoutes } from './events/staff-routes.ts';
import { faqRoutes } from './faqs/routes.ts';
import { faqStaffRoutes } from './faqs/staff-routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { siteRoutes } from './site/routes.ts';
import type { StaffRole } from './staff/roles.ts';
import { staffSignInRoutes } from './staff/routes.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { surveyStaffRoutes } from './surveys/staff-routes.ts';
import { unsubscribeRoutes } from './unsubscribe/routes.ts';
import { vendorHubRoutes, vendorRoutes } from './vendors/routes.ts';
import { vendorStaffRoutes } from './vendors/staff-routes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface Route {
  method: HttpMethod;
  /** Matched case-insensitively; `:name` marks a path parameter. */
  path: string;
  /**
   * Who must be signed in: a vendor contact or staff, each with a token of its own audience (DESIGN.md §7, §10).
   * Without a valid one the answer is 401.
   */
  auth?: 'vendor' | 'staff';
  /** The staff roles allowed (`auth: 'staff'` only); another role answers 403. */
  roles?: readonly StaffRole[];
  /** The request is multipart/form-data (the upload's field 'file'), read by the handler as a stream. */
  multipart?: boolean;
  /**
   * RFC 8058 §3.2: a mail client's one-click unsubscribe posts a form (multipart/form-data or
   * application/x-www-form-urlencoded). Any other endpoint answers 415 to a body a web page's form can send, which
   * crosses origins without a CORS preflight.
   */
  acceptsFormPost?: boolean;
  /** §7: the answer counts only on HTTP 200, where other endpoints' count on any 2xx. */
  acceptsOnly200?: boolean;
  /** The answer is not the envelope: a file, or the captcha challenge the widget reads as it is. */
  raw?: boolean;
}

/**
 * Method, path and access of every endpoint of §7 and of the staff console, without schemas: each domain's folder holds
 * its tables (`<domain>Routes`, and `<domain>StaffRoutes` for the console's side). The web client calls through this
 * table, so a first visit neither downloads nor runs zod (the first-visit budget). `api` adds each endpoint's schemas.
 */
export const routes = {
  ...vendorRoutes,
  ...lookupRoutes,
  ...siteRoutes,
  ...faqRoutes,
  ...eventRoutes,
  ...surveyRoutes,
  ...unsubscribeRoutes,
  ...captchaRoutes,
  ...authRoutes,
  ...vendorHubRoutes,
  ...attachmentRoutes,
  ...chatRoutes,
  ...contactRoutes,
  ...accessRequestRoutes,
  ...staffSignInRoutes,
  ...staffRoutes,
  ...vendorStaffRoutes,
  ...documentStaffRoutes,
  ...chatStaffRoutes,
  ...eventStaffRoutes,
  ...checkInStaffRoutes,
  ...broadcastStaffRoutes,
  ...surveyStaffRoutes,
  ...faqStaffRoutes,
  ...accommodationStaffRoutes,
  ...accessRequestStaffRoutes,
} as const satisfies Record<string, Route>;

export type EndpointKey = keyof typeof routes;
