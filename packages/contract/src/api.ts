import { z } from 'zod';
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
import { captchaConfigSchema } from './captcha.ts';
import { chatSchema, sendChatMessageSchema, startChatSchema } from './chat.ts';
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
import { envelopeSchema } from './envelope.ts';
import { faqSchema } from './faq.ts';
import { id } from './fields.ts';
import { certificationGroupSchema, idNameListSchema } from './lookups.ts';
import { siteSettingsSchema } from './site.ts';
import { searchQuerySchema, vendorRegistrationSchema, vendorSearchResultSchema, verifyQuerySchema } from './vendor.ts';
import { vendorInfoSchema, vendorRecordSchema, vendorUpdateSchema } from './vendor-info.ts';

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
  /** Needs a signed-in vendor contact: 401 without a valid access token (DESIGN.md §7). */
  auth?: 'vendor';
  /** The request is multipart/form-data (the upload's field 'file'), read by the handler as a stream. */
  multipart?: boolean;
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
  // Sign-in and sessions (§7, DESIGN.md §7)
  requestLogin: endpoint({
    method: 'POST',
    path: '/api/auth/VendorUser/Login',
    query: loginRequestQuerySchema,
    response: envelopeSchema(z.boolean()),
  }),
  completeLogin: endpoint({
    method: 'POST',
    path: '/api/auth/VendorUser/LoginCallback',
    query: loginCallbackQuerySchema,
    response: envelopeSchema(loginTokenSchema.nullable()),
  }),
  refreshLogin: endpoint({
    method: 'POST',
    path: '/api/Auth/VendorUser/Refresh',
    body: refreshRequestSchema,
    response: envelopeSchema(loginTokenSchema.nullable()),
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/Auth/VendorUser/Logout',
    body: signOutRequestSchema,
    response: nothing,
  }),

  // The vendor hub
  getVendorInfo: endpoint({
    method: 'GET',
    path: '/api/Vendor/Info',
    response: envelopeSchema(vendorInfoSchema.nullable()),
    auth: 'vendor',
  }),
  listVendors: endpoint({
    method: 'GET',
    path: '/api/Vendor/List',
    response: envelopeSchema(z.array(vendorRecordSchema)),
    auth: 'vendor',
  }),
  updateVendor: endpoint({
    method: 'PUT',
    path: '/api/Vendor/Update',
    body: vendorUpdateSchema,
    response: nothing,
    auth: 'vendor',
  }),
  listDocumentTypes: endpoint({ method: 'GET', path: '/api/DocumentType', response: envelopeSchema(idNameListSchema) }),

  // Files
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/New',
    response: envelopeSchema(id.nullable()),
    auth: 'vendor',
    multipart: true,
  }),
  attachToRequest: endpoint({
    method: 'POST',
    path: '/api/Attachment/AttachToRequest',
    body: attachToRequestSchema,
    response: nothing,
    auth: 'vendor',
  }),
  attachDocument: endpoint({
    method: 'POST',
    path: '/api/Attachment/AttachDocument',
    body: attachDocumentSchema,
    response: nothing,
    auth: 'vendor',
  }),
  requestAttachment: endpoint({
    method: 'POST',
    path: '/api/Attachment/RequestAttachment',
    body: requestAttachmentSchema,
    response: envelopeSchema(requestedAttachmentSchema.nullable()),
    auth: 'vendor',
  }),
  getAttachment: endpoint({
    method: 'GET',
    path: '/api/Attachment/Get',
    query: attachmentQuerySchema,
    response: z.unknown(),
    raw: true,
    auth: 'vendor',
  }),

  // Messages
  sendChatMessage: endpoint({
    method: 'POST',
    path: '/api/Chat/Vendor',
    body: sendChatMessageSchema,
    response: envelopeSchema(chatSchema.nullable()),
    auth: 'vendor',
  }),
  startChat: endpoint({
    method: 'POST',
    path: '/api/Chat/New',
    body: startChatSchema,
    response: envelopeSchema(chatSchema.nullable()),
    auth: 'vendor',
  }),

  // Contacts and program engagement
  requestAccess: endpoint({
    method: 'POST',
    path: '/api/Contacts/RequestAccess',
    body: requestAccessSchema,
    response: nothing,
  }),
  approveContact: endpoint({
    method: 'POST',
    path: '/api/Contacts/ApproveAccessApp',
    body: approveContactSchema,
    response: nothing,
    auth: 'vendor',
  }),
  makePrimaryContact: endpoint({
    method: 'POST',
    path: '/api/Contacts/MakePrimaryApp',
    body: makePrimaryContactSchema,
    response: nothing,
    auth: 'vendor',
  }),
  viewContact: endpoint({
    method: 'GET',
    path: '/api/Contacts/ViewContact/:id',
    params: contactIdParamsSchema,
    response: envelopeSchema(contactSchema.nullable()),
    auth: 'vendor',
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: '/api/Contacts/UpdateContactApp',
    body: updateContactSchema,
    response: envelopeSchema(contactSchema.nullable()),
    auth: 'vendor',
  }),
  createContact: endpoint({
    method: 'POST',
    path: '/api/Contacts/CreateContactApp',
    body: createContactSchema,
    response: envelopeSchema(contactSchema.nullable()),
    auth: 'vendor',
  }),
  requestProgramAccess: endpoint({
    method: 'POST',
    path: '/api/Contacts/RequestProgramAccess',
    body: requestProgramAccessSchema,
    response: nothing,
    auth: 'vendor',
  }),
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type EndpointKey = keyof Api;
export type ResponseOf<K extends EndpointKey> = z.infer<Api[K]['response']>;
