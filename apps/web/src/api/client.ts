import {
  type Api,
  type EndpointKey,
  messages,
  publicRoutes,
  type ResponseOf,
  type Route,
  STAFF_STORAGE_KEYS,
  STORAGE_KEYS,
} from '@bridgehub/contract';
import type { z } from 'zod';

type Part<K extends EndpointKey, P extends 'query' | 'params' | 'body'> =
  Api[K] extends Record<P, infer S extends z.ZodType> ? z.input<S> : never;

/** What a call takes: only the parts its endpoint declares. */
export type CallInput<K extends EndpointKey> = {
  query?: Part<K, 'query'>;
  params?: Part<K, 'params'>;
  body?: Part<K, 'body'>;
  signal?: AbortSignal;
};

/** A call that did not produce the endpoint's answer: §7 "a generic Success false result". */
export interface FailedAnswer {
  Success: false;
  ErrorMessage: string;
  ErrorID: string | null;
  Response: null;
}

export type Answer<K extends EndpointKey> = ResponseOf<K> | FailedAnswer;

export const failed = (message: string, errorId: string | null = null): FailedAnswer => ({
  Success: false,
  ErrorMessage: message,
  ErrorID: errorId,
  Response: null,
});

/**
 * Whose token a route takes (DESIGN.md §10): a staff route the console's, every other route the vendor's, as before
 * the console (a public route's server ignores it). A vendor token never reaches a staff route, nor the reverse.
 */
export type Audience = 'vendor' | 'staff';
export const audienceOf = (endpoint: Route): Audience => (endpoint.auth === 'staff' ? 'staff' : 'vendor');

const ACCESS_TOKEN_KEYS: Record<Audience, string> = {
  vendor: STORAGE_KEYS.accessToken,
  staff: STAFF_STORAGE_KEYS.accessToken,
};

/**
 * The endpoints the client knows: the public side's from the start, the staff console's once the console has loaded
 * (`knowRoutes`), so that a public page's first visit does not download the console's table.
 */
const knownRoutes: Partial<Record<EndpointKey, Route>> = { ...publicRoutes };

export const knowRoutes = (more: Partial<Record<EndpointKey, Route>>) => {
  Object.assign(knownRoutes, more);
};

export const routeOf = (key: EndpointKey): Route => {
  const route = knownRoutes[key];
  if (!route) throw new Error(`${key} is a staff console route, known once the console has loaded`);
  return route;
};

/** What calls go through: the browser's fetch, or on the server the server itself (server-render.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export const sendCallsThrough = (through: typeof fetch) => {
  transport = through;
};

export const readAccessToken = (audience: Audience = 'vendor'): string | null => {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEYS[audience]) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): call anonymously
  }
};

const unauthorizedHandlers: Partial<Record<Audience, () => void>> = {};

/**
 * What to do when the server no longer accepts an audience's stored token (401): its session module signs the person
 * out of that side only.
 */
export const setUnauthorizedHandler = (handler: (() => void) | null, audience: Audience = 'vendor') => {
  unauthorizedHandlers[audience] = handler ?? undefined;
};

/** The request URL of an endpoint, also for the upload's XMLHttpRequest. */
export const urlOf = <K extends EndpointKey>(key: K, input: Pick<CallInput<K>, 'query' | 'params'> = {}) =>
  fillPath(routeOf(key).path, input.params as Record<string, unknown> | undefined) +
  queryString(input.query as Record<string, unknown> | undefined);

const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  params
    ? path.replace(/\{(\w+)\}|:(\w+)/g, (whole, braced: string | undefined, colon: string | undefined) => {
        const value = params[(braced ?? colon) as string];
        return value === undefined ? whole : encodeURIComponent(String(value));
      })
    : path;

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** The envelope's message, when a failing answer is one (e.g. a 429's 'Too many requests…'). */
const envelopeMessage = (body: unknown): { message: string | null; errorId: string | null } => {
  if (body && typeof body === 'object' && 'ErrorMessage' in body) {
    const { ErrorMessage, ErrorID } = body as { ErrorMessage?: unknown; ErrorID?: unknown };
    return {
      message: typeof ErrorMessage === 'string' && ErrorMessage !== '' ? ErrorMessage : null,
      errorId: typeof ErrorID === 'string' ? ErrorID : null,
    };
  }
  return { message: null, errorId: null };
};

/**
 * The envelope's shape, checked by hand: parsing every answer with its zod schema would put zod and the whole contract
 * into the first visit's download. The server's HTTP tests hold the answers to the contract's schemas.
 */
const isEnvelope = (body: unknown): boolean => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { Success, ErrorMessage, ErrorID } = body as Record<string, unknown>;
  return (
    typeof Success === 'boolean' &&
    (ErrorMessage === null || typeof ErrorMessage === 'string') &&
    (ErrorID === null || ErrorID === undefined || typeof ErrorID === 'string')
  );
};

export const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/** What came back for one request, however it was sent: fetch, or the upload's XMLHttpRequest. */
export interface Received {
  status: number;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  /** The access token the request carried: only a rejected token signs the person out. */
  token: string | null;
}

/** §7: statuses 200–299 are answers; the upload's only on 200. */
export const isAccepted = (endpoint: Route, status: number) =>
  endpoint.acceptsOnly200 ? status === 200 : status >= 200 && status <= 299;

/**
 * §7 for a status that is not an answer: a 403 reads 'Access Denied'; a 401 to a signed-in call signs the person out
 * (the server no longer accepts the token); anything else is a generic failure carrying the server's ErrorMessage
 * when it sent an envelope, else `fallback`. Failures are only logged (console.warn: they are expected, and the tests
 * fail on console.error).
 */
export const refused = (endpoint: Route, { status, body, token }: Received, fallback: string): FailedAnswer => {
  const { message, errorId } = envelopeMessage(body);
  if (status === 403) return failed(messages.accessDenied, errorId);
  if (status === 401 && token && endpoint.auth) unauthorizedHandlers[audienceOf(endpoint)]?.();
  console.warn(`[api] ${endpoint.method} ${endpoint.path} answered ${status}`, message ?? '');
  return failed(message ?? fallback, errorId);
};

/**
 * §7 "Answer handling", the one place its rules live, for every call, the upload and downloads alike: an accepted
 * status with an envelope is the answer; anything else a `FailedAnswer` (see `refused`). `fallback` is the message
 * when the server gave none.
 */
export const answerOf = <K extends EndpointKey>(
  key: K,
  received: Received,
  fallback: string = messages.apiError,
): Answer<K> => {
  const endpoint = routeOf(key);
  if (!isAccepted(endpoint, received.status)) return refused(endpoint, received, fallback);
  if (!isEnvelope(received.body)) {
    console.warn(`[api] ${endpoint.method} ${endpoint.path}: unexpected answer`, received.body);
    return failed(fallback);
  }
  return received.body as ResponseOf<K>;
};

/**
 * Sends one request with the stored token; a network failure is a `FailedAnswer`, a cancelled query throws. Exported
 * for the download (`fetchFile`), which lives with the hub's code so that public pages do not download it.
 */
export const send = async <K extends EndpointKey>(
  key: K,
  input: CallInput<K>,
  fallback: string,
): Promise<{ response: Response; token: string | null } | FailedAnswer> => {
  const endpoint = routeOf(key);
  const url = urlOf(key, input);
  const headers: Record<string, string> = endpoint.raw ? {} : { Accept: 'application/json' };
  const token = readAccessToken(audienceOf(endpoint));
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await transport(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
    return { response, token };
  } catch (error) {
    if (input.signal?.aborted) throw error; // a cancelled query is not a failure to report
    console.warn(`[api] ${endpoint.method} ${url} failed:`, error);
    return failed(fallback);
  }
};

/**
 * Calls one endpoint of the contract (its `routes` table of methods and paths) (§7): a stored access token is sent as
 * `Authorization: Bearer …`, and the answer read by `answerOf`.
 */
export async function call<K extends EndpointKey>(key: K, input: CallInput<K> = {}): Promise<Answer<K>> {
  const sent = await send(key, input, messages.apiError);
  if ('Success' in sent) return sent;
  return answerOf(key, { status: sent.response.status, body: await readJson(sent.response), token: sent.token });
}

/** A failed answer as an exception, for TanStack Query's error state. */
export class ApiError extends Error {
  readonly errorId: string | null;
  constructor(message: string, errorId: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.errorId = errorId;
  }
}

type EnvelopeAnswer = { Success: boolean; ErrorMessage: string | null; ErrorID: string | null; Response: unknown };

/** The Response of a successful answer; throws ApiError otherwise. */
export const unwrap = <A extends EnvelopeAnswer>(
  answer: A | FailedAnswer,
): NonNullable<Exclude<A, FailedAnswer>['Response']> => {
  if (!answer.Success || answer.Response === null) {
    throw new ApiError(answer.ErrorMessage || messages.apiError, answer.ErrorID);
  }
  return answer.Response as NonNullable<Exclude<A, FailedAnswer>['Response']>;
};
