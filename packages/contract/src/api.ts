import type { z } from 'zod';
import { accessRequestApi, accessRequestStaffApi } from './access-requests/api.ts';
import { accommodationStaffApi } from './accommodations/api.ts';
import { attachmentApi } from './attachments/api.ts';
import { authApi } from './auth/api.ts';
import { broadcastStaffApi } from './broadcasts/api.ts';
import { captchaApi } from './captcha/api.ts';
import { chatApi, chatStaffApi } from './chats/api.ts';
import { checkInStaffApi } from './check-in/api.ts';
import { contactApi } from './contacts/api.ts';
import { documentStaffApi } from './documents/api.ts';
import { eventApi, eventStaffApi } from './events/api.ts';
import { faqApi, faqStaffApi } from './faqs/api.ts';
import { lookupApi } from './lookups/api.ts';
import { type EndpointKey, type Route, routes } from './routes.ts';
import { siteApi } from './site/api.ts';
import { staffApi, staffSignInApi } from './staff/api.ts';
import { surveyApi, surveyStaffApi } from './surveys/api.ts';
import { unsubscribeApi } from './unsubscribe/api.ts';
import { vendorApi, vendorHubApi, vendorStaffApi } from './vendors/api.ts';

/** What `api` adds to a route: the schemas of the request's parts and of the whole JSON answer. */
export interface Schemas {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type Endpoint = Route & Schemas;

/** Joins each endpoint's schemas to its route: a route without schemas, or schemas without a route, fail the type-check. */
const withRoutes = <const S extends Record<EndpointKey, Schemas>>(
  schemas: S & Record<Exclude<keyof S, EndpointKey>, never>,
) =>
  Object.fromEntries(
    Object.entries(schemas).map(([key, value]) => [key, { ...routes[key as EndpointKey], ...value }]),
  ) as { [K in EndpointKey]: (typeof routes)[K] & S[K] };

/**
 * Every endpoint the product serves, once: each domain's folder holds its schemas (`<domain>Api`, `<domain>StaffApi`).
 * The server binds a handler to each (a missing handler fails the type-check); the web client calls them by key.
 * Paths are matched case-insensitively.
 */
export const api = withRoutes({
  ...vendorApi,
  ...lookupApi,
  ...siteApi,
  ...faqApi,
  ...eventApi,
  ...surveyApi,
  ...unsubscribeApi,
  ...captchaApi,
  ...authApi,
  ...vendorHubApi,
  ...attachmentApi,
  ...chatApi,
  ...contactApi,
  ...accessRequestApi,
  ...staffSignInApi,
  ...staffApi,
  ...vendorStaffApi,
  ...documentStaffApi,
  ...chatStaffApi,
  ...eventStaffApi,
  ...checkInStaffApi,
  ...broadcastStaffApi,
  ...surveyStaffApi,
  ...faqStaffApi,
  ...accommodationStaffApi,
  ...accessRequestStaffApi,
});

export type Api = typeof api;
export type ResponseOf<K extends EndpointKey> = z.infer<Api[K]['response']>;
