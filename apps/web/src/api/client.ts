import {
  type Api,
  type EndpointKey,
  messages,
  type ResponseOf,
  type Route,
  routes,
  STORAGE_KEYS,
} from '@bridgehub/contract';
import type { z } from 'zod';

type Part<K extends EndpointKey, P extends 'query' | 'params' | 'body'> =
  Api[K] extends Record<P, infer S extends z.ZodType> ? z.input<S> : never;

/** What a call takes: only the parts its endpoint declares. */
export type CallInput<K extends EndpointKey> = {
  query?: Part<K, 'query'>;
  params?: Part<K, 'params'> | Record<string, string | number>;
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

const failed = (message: string, errorId: string | null = null): FailedAnswer => ({
  Success: false,
  ErrorMessage: message,
  ErrorID: errorId,
  Response: null,
});

export const readAccessToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.accessToken) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): call anonymously
  }
};

let onUnauthorized: (() => void) | null = null;

/** What to do when the server no longer accepts the stored token (401): the session module signs the person out. */
export const setUnauthorizedHandler = (handler: (() => void) | null) => {
  onUnauthorized = handler;
};

/** The request URL of an endpoint, for callers that cannot use fetch (the upload's XMLHttpRequest, downloads). */
export const urlOf = <K extends EndpointKey>(key: K, input: Pick<CallInput<K>, 'query' | 'params'> = {}) =>
  fillPath(routes[key].path, input.params as Record<string, unknown> | undefined) +
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

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/**
 * Calls one endpoint of the contract (its `routes` table of methods and paths) (§7 "Answer handling"):
 * - a stored access token is sent as `Authorization: Bearer …`;
 * - 200–299 and 403 are answers; a 403 becomes `{Success: false, ErrorMessage: 'Access Denied'}`;
 * - any other status, a network error or an answer that is not an envelope is a failure: a
 *   generic `Success: false` result carrying the server's ErrorMessage when it sent an envelope. Failures are only
 *   logged (console.warn: they are expected, and the tests fail on console.error).
 */
export async function call<K extends EndpointKey>(key: K, input: CallInput<K> = {}): Promise<Answer<K>> {
  const endpoint: Route = routes[key];
  const url =
    fillPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error; // a cancelled query is not a failure to report
    console.warn(`[api] ${endpoint.method} ${url} failed:`, error);
    return failed(messages.apiError);
  }

  const body = await readJson(response);

  if (response.status === 403) {
    return failed(messages.accessDenied, envelopeMessage(body).errorId);
  }

  if (response.status === 401 && token && endpoint.auth) onUnauthorized?.();

  if (response.status < 200 || response.status > 299) {
    const { message, errorId } = envelopeMessage(body);
    console.warn(`[api] ${endpoint.method} ${url} answered ${response.status}`, message ?? '');
    return failed(message ?? messages.apiError, errorId);
  }

  if (!isEnvelope(body)) {
    console.warn(`[api] ${endpoint.method} ${url}: unexpected answer`, body);
    return failed(messages.apiError);
  }
  return body as ResponseOf<K>;
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
