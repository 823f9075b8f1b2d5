import { z } from 'zod';
import { captchaConfigSchema } from './captcha.ts';
import { envelopeSchema, flatEnvelopeSchema } from './envelope.ts';
import {
  checkInResultFields,
  checkInSchema,
  eventDetailsSchema,
  eventIdParamsSchema,
  eventListItemSchema,
  eventRegistrationResultFields,
  eventRegistrationSchema,
} from './event.ts';
import { faqSchema } from './faq.ts';
import { certificationGroupSchema, idNameListSchema } from './lookups.ts';
import { siteSettingsSchema } from './site.ts';
import { surveyIdParamsSchema, surveySchema, surveySubmissionSchema } from './survey.ts';
import { unsubscribeParamsSchema } from './unsubscribe.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './vendor.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One endpoint of §7, as data. `response` is the whole JSON answer; `raw` marks answers that are not the envelope
 * (a file, or the captcha challenge the widget reads as it is).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  raw?: boolean;
}

const endpoint = <const E extends Endpoint>(definition: E) => definition;

const nothing = envelopeSchema(z.null());

/**
 * Every endpoint the product serves, once. The server binds a handler to each (a missing handler fails the
 * type-check); the web client calls them by key. Paths are matched case-insensitively.
 */
export const api = {
  submitVendor: endpoint({
    method: 'POST',
    path: '/api/vendor/submit',
    body: vendorRegistrationSchema,
    response: nothing,
  }),
  verifyVendor: endpoint({ method: 'POST', path: '/api/vendor/verify', query: verifyQuerySchema, response: nothing }),
  searchVendors: endpoint({
    method: 'GET',
    path: '/api/Vendor/Search',
    query: searchQuerySchema,
    response: envelopeSchema(z.array(vendorSearchResultSchema)),
  }),
  searchVendorEmail: endpoint({
    method: 'GET',
    path: '/api/Vendor/EmailSearch',
    query: searchQuerySchema,
    response: nothing,
  }),
  listStates: endpoint({
    method: 'GET',
    path: '/api/Vendor/Dropdown/State',
    response: envelopeSchema(idNameListSchema),
  }),
  listCertifications: endpoint({
    method: 'GET',
    path: '/api/Certifications/List',
    response: envelopeSchema(z.array(certificationGroupSchema)),
  }),
  listBusinessClassifications: endpoint({
    method: 'GET',
    path: '/api/BusinessClassification/List',
    response: envelopeSchema(idNameListSchema),
  }),
  listPublicOrganizations: endpoint({
    method: 'GET',
    path: '/api/PublicOrganization/List',
    response: envelopeSchema(idNameListSchema),
  }),
  getSiteSettings: endpoint({
    method: 'GET',
    path: '/api/Site/Settings',
    response: envelopeSchema(siteSettingsSchema),
  }),
  listFaqs: endpoint({ method: 'GET', path: '/api/FAQ', response: envelopeSchema(z.array(faqSchema)) }),
  listUpcomingEvents: endpoint({
    method: 'GET',
    path: '/api/Event/Upcoming',
    response: envelopeSchema(z.array(eventListItemSchema)),
  }),
  getEventDetails: endpoint({
    method: 'GET',
    path: '/api/Event/Details/:id',
    params: eventIdParamsSchema,
    response: envelopeSchema(eventDetailsSchema),
  }),
  /** §7: a blob, saved as '<event name>.ics'. */
  getEventCalendar: endpoint({
    method: 'GET',
    path: '/api/Event/ICal/:id',
    params: eventIdParamsSchema,
    response: z.string(),
    raw: true,
  }),
  registerForEvent: endpoint({
    method: 'POST',
    path: '/api/Event/Register',
    body: eventRegistrationSchema,
    response: flatEnvelopeSchema(eventRegistrationResultFields),
  }),
  checkInToEvent: endpoint({
    method: 'POST',
    path: '/api/Event/CheckIn',
    body: checkInSchema,
    response: flatEnvelopeSchema(checkInResultFields),
  }),
  getSurvey: endpoint({
    method: 'GET',
    path: '/api/Survey/submit/:id',
    params: surveyIdParamsSchema,
    response: envelopeSchema(surveySchema),
  }),
  submitSurvey: endpoint({
    method: 'POST',
    path: '/api/Survey/submit',
    body: surveySubmissionSchema,
    response: nothing,
  }),
  unsubscribeBroadcast: endpoint({
    method: 'POST',
    path: '/api/Contacts/UnsubscribeBroadcast/:contactId',
    params: unsubscribeParamsSchema,
    response: nothing,
  }),
  getCaptchaConfig: endpoint({
    method: 'GET',
    path: '/api/Captcha/Config',
    response: envelopeSchema(captchaConfigSchema),
  }),
  getCaptchaChallenge: endpoint({
    method: 'GET',
    path: '/api/Captcha/Challenge',
    response: z.record(z.string(), z.unknown()),
    raw: true,
  }),
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type EndpointKey = keyof Api;
export type ResponseOf<K extends EndpointKey> = z.infer<Api[K]['response']>;
