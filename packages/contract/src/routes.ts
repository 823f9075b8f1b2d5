import { broadcastRoutes } from './broadcasts/routes.ts';
import { staffChatRoutes } from './chats/routes.ts';
import { checkInRoutes } from './check-in/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { eventStaffRoutes } from './events/routes.ts';
import { staffFaqRoutes } from './faqs/routes.ts';
import { publicRoutes } from './public-routes.ts';
import type { StaffRole } from './staff/roles.ts';
import { staffRoutes } from './staff/routes.ts';
import { staffSurveyRoutes } from './surveys/routes.ts';
import { vendorConsoleRoutes } from './vendor-console/routes.ts';

/**
 * Method, path and access of every endpoint of §7 and of the staff console, without schemas: the web client calls through this table, so a
 * first visit neither downloads nor runs zod (the 170 KB first-visit budget). `api` adds each endpoint's schemas.
 */

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

export const routes = {
  ...publicRoutes,
  ...staffRoutes,
  ...vendorConsoleRoutes,
  ...documentRoutes,
  ...staffChatRoutes,
  ...eventStaffRoutes,
  ...checkInRoutes,
  ...broadcastRoutes,
  ...staffSurveyRoutes,
  ...staffFaqRoutes,
} as const satisfies Record<string, Route>;

export type EndpointKey = keyof typeof routes;
