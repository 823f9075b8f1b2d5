import { api, type Endpoint, type EndpointKey } from '@bridgehub/contract';
import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';

/** What every refusal answers (`failure()` in the contract): nothing more, so no stray field goes unnoticed. */
const failureSchema = z.strictObject({
  Success: z.literal(false),
  ErrorMessage: z.string(),
  ErrorID: z.string().nullable(),
  Response: z.null(),
});

/** Paths are matched case-insensitively, so they are looked up that way. */
const routeKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const endpoints = new Map(
  (Object.entries(api) as [EndpointKey, Endpoint][]).map(([key, endpoint]) => [
    routeKey(endpoint.method, endpoint.path),
    { key, endpoint },
  ]),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A success envelope must parse with the endpoint's response schema, anything else with the failure shape; a handled
 * failure (2xx) may instead be one the endpoint's own schema describes (the flat envelopes' fields, the sign-in
 * request's `Response: false`).
 */
const verdict = (endpoint: Endpoint, status: number, body: unknown) => {
  if (isObject(body) && body.Success === true) return endpoint.response.safeParse(body);
  const failed = failureSchema.safeParse(body);
  if (failed.success || status < 200 || status > 299) return failed;
  const own = endpoint.response.safeParse(body);
  return own.success ? own : failed;
};

export interface ContractMismatch {
  key: EndpointKey;
  request: string;
  status: number;
  problem: string;
}

/**
 * Holds every JSON answer of a contract endpoint to its schema, as the web client trusts it (raw endpoints, files and
 * the captcha challenge, are left out by their declaration). A mismatch is recorded and thrown, so the answer becomes
 * the 500 envelope; `mismatches` lets the test app fail a file whose tests only looked at a status.
 */
export const createContractCheck = () => {
  const mismatches: ContractMismatch[] = [];
  const thrown = new WeakSet<object>();

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    const url = request.routeOptions.url;
    const found = url === undefined ? undefined : endpoints.get(routeKey(request.method, url));
    if (!found || found.endpoint.raw || thrown.has(request) || typeof payload !== 'string' || payload === '') {
      return done(null, payload);
    }
    const { key, endpoint } = found;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    const result = verdict(endpoint, reply.statusCode, body);
    if (result.success) return done(null, payload);
    const mismatch: ContractMismatch = {
      key,
      request: `${request.method} ${request.url}`,
      status: reply.statusCode,
      problem: z.prettifyError(result.error),
    };
    mismatches.push(mismatch);
    thrown.add(request);
    done(
      new Error(
        `${key} answered outside its contract (${mismatch.request} → ${mismatch.status}):\n${mismatch.problem}`,
      ),
    );
  };

  return { onSend, mismatches };
};

/** Throws, listing every mismatch, when answers broke their contract. */
export const assertNoContractMismatch = (mismatches: readonly ContractMismatch[]) => {
  if (mismatches.length === 0) return;
  const lines = mismatches.map(
    (m) => `- ${m.key}: ${m.request} → ${m.status}\n  ${m.problem.replaceAll('\n', '\n  ')}`,
  );
  throw new Error(`answers outside their contract schemas:\n${lines.join('\n')}`);
};
