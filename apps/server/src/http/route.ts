import type { Api, Endpoint, EndpointKey, ResponseOf } from '@bridgehub/contract';
import { api, messages } from '@bridgehub/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
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
 * An answer already turned into JSON, for hot reads whose answer is shared (the events list): the text is sent as it
 * is, sparing a serialization per request. The type parameter keeps it tied to the endpoint's response.
 */
export class SerializedJson<T> {
  declare readonly type?: T;
  constructor(readonly text: string) {}
}

export const serializeJson = <T>(value: T) => new SerializedJson<T>(JSON.stringify(value));

export type Handler<K extends EndpointKey> = (
  input: Input<K>,
) => Promise<ResponseOf<K> | SerializedJson<ResponseOf<K>>>;

export interface Binding<K extends EndpointKey> {
  handle: Handler<K>;
  /** Public writes and searches are limited per client address (DESIGN.md §6: 429). */
  isRateLimited?: boolean;
}

/** One binding per contract endpoint: a declared endpoint without a handler fails the type-check. */
export type Bindings = { [K in EndpointKey]: Binding<K> };

export interface RouteOptions {
  rateLimit: { max: number; timeWindow: number };
  authenticators: Authenticators;
}

class Unauthorized extends AppError {
  constructor() {
    super('unauthorized', messages.notSignedIn, 401);
  }
}

const callers = new WeakMap<FastifyRequest, VendorActor | StaffActor>();

/** Binds one contract endpoint: its method, path and request schemas come from the contract, never restated. */
export const route = <K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  binding: Binding<K>,
  options: RouteOptions,
) => {
  const endpoint: Endpoint = api[key];
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
              throw new Unauthorized();
            }
            if (caller.kind === 'staff' && !isRoleAllowed(caller, endpoint.roles)) {
              throw new AppError('forbidden', messages.accessDenied, 403);
            }
            callers.set(request, caller);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const answer = await binding.handle({
        query: request.query as Input<K>['query'],
        params: request.params as Input<K>['params'],
        body: request.body as Input<K>['body'],
        caller: callers.get(request) as Input<K>['caller'],
        request,
        reply,
      });
      // Raw answers (the ALTCHA challenge) are served as they are; no client may cache any answer.
      reply.header('cache-control', 'no-store');
      if (answer instanceof SerializedJson) {
        reply.type('application/json; charset=utf-8');
        return answer.text;
      }
      return answer;
    },
  });
};

export const bindAll = (app: FastifyInstance, bindings: Bindings, options: RouteOptions) => {
  for (const key of Object.keys(bindings) as EndpointKey[]) {
    route(app, key, bindings[key] as Binding<typeof key>, options);
  }
};
