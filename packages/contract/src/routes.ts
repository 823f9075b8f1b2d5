import type { EndpointKey, HttpMethod } from './api.ts';

export interface Route {
  method: HttpMethod;
  path: string;
}

/**
 * Method and path of every endpoint, without its schemas: the web client calls through this table so that a first
 * visit does not download and run zod and every schema (the 170 KB first-visit budget). A type error here means an
 * endpoint was added to `api` without its route; a test checks both tables agree.
 */
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
  getEventCalendar: { method: 'GET', path: '/api/Event/ICal/:id' },
  registerForEvent: { method: 'POST', path: '/api/Event/Register' },
  checkInToEvent: { method: 'POST', path: '/api/Event/CheckIn' },
  getSurvey: { method: 'GET', path: '/api/Survey/submit/:id' },
  submitSurvey: { method: 'POST', path: '/api/Survey/submit' },
  unsubscribeBroadcast: { method: 'POST', path: '/api/Contacts/UnsubscribeBroadcast/:contactId' },
  getCaptchaConfig: { method: 'GET', path: '/api/Captcha/Config' },
  getCaptchaChallenge: { method: 'GET', path: '/api/Captcha/Challenge' },
} as const satisfies Record<EndpointKey, Route>;
