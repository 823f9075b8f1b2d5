import { createHash } from 'node:crypto';
import type { Api, Endpoint, EndpointKey, ResponseOf } from '@bridgehub/contract';
import { api } from '@bridgehub/contract';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forbidden, unauthorized } from '../errors.ts';
import type { Authenticators, StaffActor, VendorActor } from '../modules/auth/actor.ts';
import { isRoleAllowed } from '../modules/auth/policies.ts';

type Part<E, K extends 'query' | 'params' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

type CallerOf<E> = E extends { auth: 'vendor' } ? VendorActor : E extends { auth: 'staff' } ? StaffActor : undefined;

/** What a handler receives: the request's parts, already parsed by the endpoint's schemas (unknown fields stripped). */
export interface Input<K extends EndpointKey> {
  query: Part<Api[K], 'query'>;
  params: Part<Api[K], 'params'>;
  body: Part<Api[K], 'body'>;
  /** The signed-in actor of the kind the endpoint needs, present exactly when it needs one. */
  caller: CallerOf<Api[K]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer that is the same for everyone: a shared cache (a CDN in front of the product) may keep it 10 seconds and
 * serve it stale for as long again while one request revalidates it, so the morning rush is served from the cache and
 * a change shows everywhere within 20 seconds. Browsers revalidate every time (a 304 when unchanged), so a change made
 * in the console shows at once to anyone served by the product itself.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';

/** A strong validator of an answer's text (RFC 9110 §8.8.3). */
const entityTag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/**
 * An answer already turned into JSON, for hot reads whose answer is shared (the events list): the text is sent as it
 * is, sparing a serialization per request, and its validator is worked out once. The type parameter keeps it tied to
 * the endpoint's response.
 */
export class SerializedJson<T> {
  declare readonly type?: T;
  #etag: string | undefined;
  constructor(readonly text: string) {}

  get etag() {
    this.#etag ??= entityTag(this.text);
    return this.#etag;
  }
}

export const serializeJson = <T>(value: T) => new SerializedJson<T>(JSON.stringify(value));

type Answer<K extends EndpointKey> = ResponseOf<K> | SerializedJson<ResponseOf<K>>;

/** Most handlers are async; one whose answer is at hand (a memoized list) may return it as it is. */
export type Handler<K extends EndpointKey> = (input: Input<K>) => Answer<K> | Promise<Answer<K>>;

export interface Binding<K extends EndpointKey> {
  handle: Handler<K>;
  /** Public writes and searches are limited per client address (DESIGN.md §6: 429). */
  isRateLimited?: boolean;
  /** The answer is the same for everyone: caches may keep it briefly (`SHARED_CACHE_CONTROL`) and revalidate it. */
  isShared?: boolean;
}

/**
 * One binding per endpoint of a contract route table (`Bindings<typeof vendorRoutes>`), every endpoint by default: a
 * declared endpoint without a handler fails the type-check, and so does a handler for an endpoint the table lacks.
 */
export type Bindings<Table extends object = Api> = { [K in keyof Table & EndpointKey]: Binding<K> };

export interface RouteOptions {
  rateLimit: { max: number; timeWindow: number };
  authenticators: Authenticators;
  /** How uploads (endpoints marked `multipart`) are read. */
  multipart: FastifyMultipartOptions;
}

const callers = new WeakMap<FastifyRequest, VendorActor | StaffActor>();

/** The encodings of an HTML form's post (RFC 8058 §3.2 allows a mail client either). */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Binds one contract endpoint: its method, path and request schemas come from the contract, never restated. An endpoint
 * that reads a body a web page's form can send (an upload's multipart, the one-click unsubscribe's form) is bound in a
 * context of its own with that body's parser: every other endpoint answers 415 to such a body, so no other web site can
 * post to it from its visitors' browsers. The multipart plugin's hooks (an async one and a listener on every request,
 * to delete files saved to disk, which no route does) then run for uploads alone.
 */
export const route = <K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  binding: Binding<K>,
  options: RouteOptions,
) => {
  const endpoint: Endpoint = api[key];
  if (!endpoint.multipart && !endpoint.acceptsFormPost) return bindRoute(app, endpoint, binding, options);
  app.register(async (own) => {
    if (endpoint.multipart) await own.register(multipart, options.multipart);
    // RFC 8058's body ("List-Unsubscribe=One-Click") carries nothing the endpoint needs: it is read and set aside.
    if (endpoint.acceptsFormPost) {
      own.addContentTypeParser(FORM_TYPES, { parseAs: 'string' }, (_request, _body, done) => done(null));
    }
    bindRoute(own, endpoint, binding, options);
  });
};

const bindRoute = <K extends EndpointKey>(
  app: FastifyInstance,
  endpoint: Endpoint,
  binding: Binding<K>,
  options: RouteOptions,
) => {
  const { auth } = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    },
    config: binding.isRateLimited ? { rateLimit: options.rateLimit } : {},
    // The one gate (DESIGN.md §10). It runs before the body is read or validated: an anonymous caller learns
    // nothing about the payload's shape, and an upload is refused before a byte of it is stored.
    ...(auth
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            const caller = await options.authenticators[auth](request.headers.authorization);
            if (!caller) {
              reply.header('www-authenticate', 'Bearer');
              throw unauthorized();
            }
            if (caller.kind === 'staff' && !isRoleAllowed(caller, endpoint.roles)) {
              throw forbidden();
            }
            callers.set(request, caller);
          },
        }
      : {}),
    // Not async: an answer at hand is sent in this turn, without waiting for promises to settle.
    handler: (request, reply) => {
      const answer = binding.handle({
        query: request.query as Input<K>['query'],
        params: request.params as Input<K>['params'],
        body: request.body as Input<K>['body'],
        caller: callers.get(request) as Input<K>['caller'],
        request,
        reply,
      });
      const send = binding.isShared ? sendShared : sendPersonal;
      return answer instanceof Promise
        ? answer.then((ready) => send(request, reply, ready))
        : send(request, reply, answer);
    },
  });
};

/** Raw answers (the ALTCHA challenge) are served as they are; no client may cache a personal answer. */
const sendPersonal = (_request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
  reply.header('cache-control', 'no-store');
  if (answer instanceof SerializedJson) {
    reply.type('application/json; charset=utf-8');
    return answer.text;
  }
  return answer;
};

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`. */
const isUnchanged = (request: FastifyRequest, etag: string) => {
  const condition = request.headers['if-none-match'];
  return (
    condition !== undefined &&
    (condition.trim() === '*' || condition.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
  );
};

/**
 * An answer the same for everyone, with its validator: a cache holding it asks with If-None-Match and gets a 304
 * without a body. A raw answer (a calendar file) keeps the type its handler set.
 */
const sendShared = (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
  const isJson = typeof answer !== 'string';
  const body = answer instanceof SerializedJson ? answer : new SerializedJson(isJson ? JSON.stringify(answer) : answer);
  reply.header('cache-control', SHARED_CACHE_CONTROL).header('etag', body.etag);
  if (isUnchanged(request, body.etag)) {
    // Sent here; nothing is left to return (returning the reply would make Fastify wait on it as on a promise).
    reply.code(304).send();
    return undefined;
  }
  if (isJson) reply.type('application/json; charset=utf-8');
  return body.text;
};

export const bindAll = (app: FastifyInstance, bindings: Bindings, options: RouteOptions) => {
  for (const key of Object.keys(bindings) as EndpointKey[]) {
    route(app, key, bindings[key] as Binding<typeof key>, options);
  }
};
