import { z } from 'zod';
import { accommodationApi } from './accommodations/api.ts';
import {
  attachDocumentSchema,
  attachmentQuerySchema,
  attachToRequestSchema,
  requestAttachmentSchema,
  requestedAttachmentSchema,
} from './attachment.ts';
import {
  loginCallbackQuerySchema,
  loginRequestQuerySchema,
  loginTokenSchema,
  refreshRequestSchema,
  signOutRequestSchema,
} from './auth.ts';
import { broadcastApi } from './broadcasts/api.ts';
import { captchaConfigSchema } from './captcha.ts';
import { chatSchema, sendChatMessageSchema, startChatSchema } from './chat.ts';
import { staffChatApi } from './chats/api.ts';
import { checkInApi } from './check-in/api.ts';
import {
  approveContactSchema,
  contactIdParamsSchema,
  contactSchema,
  createContactSchema,
  makePrimaryContactSchema,
  requestAccessSchema,
  requestProgramAccessSchema,
  updateContactSchema,
} from './contact.ts';
import { documentApi } from './documents/api.ts';
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
import { eventStaffApi } from './events/api.ts';
import { faqSchema } from './faq.ts';
import { staffFaqApi } from './faqs/api.ts';
import { id } from './fields.ts';
import { certificationGroupSchema, idNameListSchema } from './lookups.ts';
import { type EndpointKey, type Route, routes } from './routes.ts';
import { siteSettingsSchema } from './site.ts';
import { staffApi } from './staff/api.ts';
import { surveyIdParamsSchema, surveySchema, surveySubmissionSchema } from './survey.ts';
import { staffSurveyApi } from './surveys/api.ts';
import { unsubscribeParamsSchema } from './unsubscribe.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './vendor.ts';
import { vendorConsoleApi } from './vendor-console/api.ts';
import { vendorInfoSchema, vendorRecordSchema, vendorUpdateSchema } from './vendor-info.ts';

/** What `api` adds to a route: the schemas of the request's parts and of the whole JSON answer. */
export interface Schemas {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type Endpoint = Route & Schemas;

/** Joins each endpoint's schemas to its route: a route without schemas, or schemas without a route, fail the type-check. */
const withRoutes = <const S extends Record<EndpointKey, Schemas>>(schemas: S) =>
  Object.fromEntries(
    Object.entries(schemas).map(([key, value]) => [key, { ...routes[key as EndpointKey], ...value }]),
  ) as { [K in EndpointKey]: (typeof routes)[K] & S[K] };

const nothing = envelopeSchema(z.null());

/**
 * Every endpoint the product serves, once. The server binds a handler to each (a missing handler fails the
 * type-check); the web client calls them by key. Paths are matched case-insensitively.
 */
export const api = withRoutes({
  submitVendor: {
    body: vendorRegistrationSchema,
    response: nothing,
  },
  verifyVendor: { query: verifyQuerySchema, response: nothing },
  searchVendors: {
    query: searchQuerySchema,
    response: envelopeSchema(z.array(vendorSearchResultSchema)),
  },
  searchVendorEmail: {
    query: searchQuerySchema,
    response: nothing,
  },
  listStates: {
    response: envelopeSchema(idNameListSchema),
  },
  listCertifications: {
    response: envelopeSchema(z.array(certificationGroupSchema)),
  },
  listBusinessClassifications: {
    response: envelopeSchema(idNameListSchema),
  },
  listPublicOrganizations: {
    response: envelopeSchema(idNameListSchema),
  },
  getSiteSettings: {
    response: envelopeSchema(siteSettingsSchema),
  },
  listFaqs: { response: envelopeSchema(z.array(faqSchema)) },
  listUpcomingEvents: {
    response: envelopeSchema(z.array(eventListItemSchema)),
  },
  getEventDetails: {
    params: eventIdParamsSchema,
    response: envelopeSchema(eventDetailsSchema),
  },
  /** §7: a blob, saved as '<event name>.ics'. */
  getEventCalendar: {
    params: eventIdParamsSchema,
    response: z.string(),
  },
  registerForEvent: {
    body: eventRegistrationSchema,
    response: flatEnvelopeSchema(eventRegistrationResultFields),
  },
  checkInToEvent: {
    body: checkInSchema,
    response: flatEnvelopeSchema(checkInResultFields),
  },
  getSurvey: {
    params: surveyIdParamsSchema,
    response: envelopeSchema(surveySchema),
  },
  submitSurvey: {
    body: surveySubmissionSchema,
    response: nothing,
  },
  unsubscribeBroadcast: {
    params: unsubscribeParamsSchema,
    response: nothing,
  },
  getCaptchaConfig: {
    response: envelopeSchema(captchaConfigSchema),
  },
  getCaptchaChallenge: {
    response: z.record(z.string(), z.unknown()),
  },
  // Sign-in and sessions (§7, DESIGN.md §7)
  requestLogin: {
    query: loginRequestQuerySchema,
    response: envelopeSchema(z.boolean()),
  },
  completeLogin: {
    query: loginCallbackQuerySchema,
    response: envelopeSchema(loginTokenSchema.nullable()),
  },
  refreshLogin: {
    body: refreshRequestSchema,
    response: envelopeSchema(loginTokenSchema.nullable()),
  },
  signOut: {
    body: signOutRequestSchema,
    response: nothing,
  },

  // The vendor hub
  getVendorInfo: {
    response: envelopeSchema(vendorInfoSchema.nullable()),
  },
  listVendors: {
    response: envelopeSchema(z.array(vendorRecordSchema)),
  },
  updateVendor: {
    body: vendorUpdateSchema,
    response: nothing,
  },
  listDocumentTypes: { response: envelopeSchema(idNameListSchema) },

  // Files
  uploadAttachment: {
    response: envelopeSchema(id.nullable()),
  },
  attachToRequest: {
    body: attachToRequestSchema,
    response: nothing,
  },
  attachDocument: {
    body: attachDocumentSchema,
    response: nothing,
  },
  requestAttachment: {
    body: requestAttachmentSchema,
    response: envelopeSchema(requestedAttachmentSchema.nullable()),
  },
  getAttachment: {
    query: attachmentQuerySchema,
    response: z.unknown(),
  },

  // Messages
  sendChatMessage: {
    body: sendChatMessageSchema,
    response: envelopeSchema(chatSchema.nullable()),
  },
  startChat: {
    body: startChatSchema,
    response: envelopeSchema(chatSchema.nullable()),
  },

  // Contacts and program engagement
  requestAccess: {
    body: requestAccessSchema,
    response: nothing,
  },
  approveContact: {
    body: approveContactSchema,
    response: nothing,
  },
  makePrimaryContact: {
    body: makePrimaryContactSchema,
    response: nothing,
  },
  viewContact: {
    params: contactIdParamsSchema,
    response: envelopeSchema(contactSchema.nullable()),
  },
  updateContact: {
    body: updateContactSchema,
    response: envelopeSchema(contactSchema.nullable()),
  },
  createContact: {
    body: createContactSchema,
    response: envelopeSchema(contactSchema.nullable()),
  },
  requestProgramAccess: {
    body: requestProgramAccessSchema,
    response: nothing,
  },

  // The staff console
  ...staffApi,
  ...vendorConsoleApi,
  ...documentApi,
  ...staffChatApi,
  ...eventStaffApi,
  ...checkInApi,
  ...broadcastApi,
  ...staffSurveyApi,
  ...staffFaqApi,
  ...accommodationApi,
});

export type Api = typeof api;
export type ResponseOf<K extends EndpointKey> = z.infer<Api[K]['response']>;
