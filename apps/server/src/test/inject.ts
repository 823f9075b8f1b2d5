import { type Api, api, type EndpointKey, type ResponseOf } from '@bridgehub/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

type Part<K extends EndpointKey, P extends 'query' | 'params' | 'body'> =
  Api[K] extends Record<P, infer S extends z.ZodType> ? z.input<S> : never;

/** What an endpoint takes as its body, before its schema's defaults. */
export type BodyOf<K extends EndpointKey> = Part<K, 'body'>;
/** What an endpoint takes as its query, before its schema's defaults. */
export type QueryOf<K extends EndpointKey> = Part<K, 'query'>;

/** Who calls: a signed-in vendor contact or staff member (`registerAndSignIn`, `newSignedInStaff`); else nobody. */
export interface Caller {
  auth: { authorization: string };
}

export interface InjectInput<K extends EndpointKey> {
  as?: Caller;
  params?: Part<K, 'params'>;
  query?: Part<K, 'query'>;
  body?: Part<K, 'body'>;
  headers?: Record<string, string>;
  /** The client's address, for what is counted per address. */
  remoteAddress?: string;
}

export interface InjectAnswer<K extends EndpointKey> {
  status: number;
  /** The JSON answer, already held to the endpoint's schema by the test app (a refusal's has `Response: null`). */
  body: ResponseOf<K>;
  headers: LightMyRequestResponse['headers'];
  /** The answer's bytes, for files. */
  rawPayload: Buffer;
}

/** A body the contract refuses, sent as it is to see the refusal. */
export const unchecked = (body: unknown) => body as never;

const fillPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });

const queryString = (query: Record<string, unknown> = {}) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/**
 * Calls an endpoint by its contract key, as the web client does: the path filled from `params`, the query string
 * built, the body sent as JSON and the caller's token as a bearer.
 */
export const createInject =
  (app: FastifyInstance) =>
  async <K extends EndpointKey>(key: K, input: InjectInput<K> = {}): Promise<InjectAnswer<K>> => {
    const endpoint = api[key];
    const response = await app.inject({
      method: endpoint.method,
      url:
        fillPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
        queryString(input.query as Record<string, unknown> | undefined),
      headers: { ...input.as?.auth, ...input.headers },
      ...(input.remoteAddress === undefined ? {} : { remoteAddress: input.remoteAddress }),
      ...(input.body === undefined ? {} : { payload: input.body as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : response.body) as ResponseOf<K>,
      headers: response.headers,
      rawPayload: response.rawPayload,
    };
  };

export type Inject = ReturnType<typeof createInject>;
