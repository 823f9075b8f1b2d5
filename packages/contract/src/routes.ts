import { accommodationRoutes } from './accommodations/routes.ts';
import { broadcastRoutes } from './broadcasts/routes.ts';
import { staffChatRoutes } from './chats/routes.ts';
import { checkInRoutes } from './check-in/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { eventStaffRoutes } from './events/routes.ts';
import { staffFaqRoutes } from './faqs/routes.ts';
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
  submitVendor: { method: 'POST', path: '/api/vendor/submit' },
  verifyVendor: { method: 'POST', path: '/api/vendor/verify' },
  searchVendors: { method: 'GET', path: '/api/Vendor/Search' },
  searchVendorEmail: { method: 'GET', path: '/api/Vendor/EmailSearch' },
  listStates: { method: 'GET', path: '/api/Vendor/Dropdown/State' },
  listCertifications: { method: 'GET', path: '/api/Certifications/List' },
  listBusinessClassifications: { method: 'GET', path: '/api/BusinessClassification/List' },
  listPublicOrganizations: { method: 'GET', path: '/api/PublicOrganization/List' },
  getSiteSettings: { method: 'GET', path: '/api/Site/Settings' },
  listFaqs: { method: 'GET', path: '/api/FAQ' },
  listUpcomingEvents: { method: 'GET', path: '/api/Event/Upcoming' },
  getEventDetails: { method: 'GET', path: '/api/Event/Details/:id' },
  getEventCalendar: { method: 'GET', path: '/api/Event/ICal/:id', raw: true },
  registerForEvent: { method: 'POST', path: '/api/Event/Register' },
  checkInToEvent: { method: 'POST', path: '/api/Event/CheckIn' },
  getSurvey: { method: 'GET', path: '/api/Survey/submit/:id' },
  submitSurvey: { method: 'POST', path: '/api/Survey/submit' },
  unsubscribeBroadcast: {
    method: 'POST',
    path: '/api/Contacts/UnsubscribeBroadcast/:contactId',
    acceptsFormPost: true,
  },
  getCaptchaConfig: { method: 'GET', path: '/api/Captcha/Config' },
  getCaptchaChallenge: { method: 'GET', path: '/api/Captcha/Challenge', raw: true },
  requestLogin: { method: 'POST', path: '/api/auth/VendorUser/Login' },
  completeLogin: { method: 'POST', path: '/api/auth/VendorUser/LoginCallback' },
  refreshLogin: { method: 'POST', path: '/api/Auth/VendorUser/Refresh' },
  signOut: { method: 'POST', path: '/api/Auth/VendorUser/Logout' },
  getVendorInfo: { method: 'GET', path: '/api/Vendor/Info', auth: 'vendor' },
  listVendors: { method: 'GET', path: '/api/Vendor/List', auth: 'vendor' },
  updateVendor: { method: 'PUT', path: '/api/Vendor/Update', auth: 'vendor' },
  listDocumentTypes: { method: 'GET', path: '/api/DocumentType' },
  uploadAttachment: {
    method: 'POST',
    path: '/api/Attachment/New',
    auth: 'vendor',
    multipart: true,
    acceptsOnly200: true,
  },
  attachToRequest: { method: 'POST', path: '/api/Attachment/AttachToRequest', auth: 'vendor' },
  attachDocument: { method: 'POST', path: '/api/Attachment/AttachDocument', auth: 'vendor' },
  requestAttachment: { method: 'POST', path: '/api/Attachment/RequestAttachment', auth: 'vendor' },
  getAttachment: { method: 'GET', path: '/api/Attachment/Get', auth: 'vendor', raw: true },
  sendChatMessage: { method: 'POST', path: '/api/Chat/Vendor', auth: 'vendor' },
  startChat: { method: 'POST', path: '/api/Chat/New', auth: 'vendor' },
  requestAccess: { method: 'POST', path: '/api/Contacts/RequestAccess' },
  approveContact: { method: 'POST', path: '/api/Contacts/ApproveAccessApp', auth: 'vendor' },
  makePrimaryContact: { method: 'POST', path: '/api/Contacts/MakePrimaryApp', auth: 'vendor' },
  viewContact: { method: 'GET', path: '/api/Contacts/ViewContact/:id', auth: 'vendor' },
  updateContact: { method: 'PUT', path: '/api/Contacts/UpdateContactApp', auth: 'vendor' },
  createContact: { method: 'POST', path: '/api/Contacts/CreateContactApp', auth: 'vendor' },
  requestProgramAccess: { method: 'POST', path: '/api/Contacts/RequestProgramAccess', auth: 'vendor' },
  ...staffRoutes,
  ...vendorConsoleRoutes,
  ...documentRoutes,
  ...staffChatRoutes,
  ...eventStaffRoutes,
  ...checkInRoutes,
  ...broadcastRoutes,
  ...staffSurveyRoutes,
  ...staffFaqRoutes,
  ...accommodationRoutes,
} as const satisfies Record<string, Route>;

export type EndpointKey = keyof typeof routes;
