import { connect } from 'node:net';
import { api, type Endpoint, type EndpointKey } from '@bridgehub/contract';
import { isNull, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailOutbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerAndSignIn, type SignedInVendor } from '../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../test/staff-session.ts';

/**
 * Hostile input never reaches a 5xx, as a property of the contract: every endpoint of `api`, a new one included,
 * gets generated requests that each carry at least one defect the contract must refuse (a control character, a
 * wrong type, an over-long text, malformed JSON, a broken multipart body, a hostile path or query parameter), among
 * hostile but valid text (emoji, right-to-left overrides, markup, SQL). Each answers a 4xx envelope, signed in or
 * not (as a vendor for vendor endpoints, as an administrator for staff ones), and the database is byte for byte what
 * it was.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** CI's run on the oldest supported Node asks for fewer (HOSTILE_INPUT_RUNS): the full walk runs on PGlite and PostgreSQL. */
const RUNS_PER_ENDPOINT = Number(process.env.HOSTILE_INPUT_RUNS ?? 40);
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Text the contract accepts but a careless server might not: it rides along with every defect. */
const hostileText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '🌉🏗️‍👷',
        '\u202Egnp.exe',
        'עברית ‏RTL',
        "Robert'); drop table vendors;--",
        '<img src=x onerror=alert(1)>',
        '../../../etc/passwd',
        '%00%0d%0a',
        '\u200B\uFEFF',
        '\uD800',
      ),
      fc.constant('W'.repeat(max)),
    )
    .filter((value) => value.length <= max);

/** A control character the contract's text type refuses, somewhere in otherwise ordinary text. */
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\u000B', '\u001B', '\u001F'))
  .map(([around, control]) => `${around.slice(0, 5)}${control}${around.slice(5)}`);

const valid = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)])), {
        requiredKeys: (schema.required ?? []) as never[],
      });
    }
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'string':
      return hostileText(schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(schema.minimum ?? INT_MIN, INT_MIN),
        max: Math.min(schema.maximum ?? INT_MAX, INT_MAX),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything();
  }
};

const nonNull = (schema: JsonSchema) => schema.anyOf?.find((branch) => branch.type !== 'null') ?? schema;

/** Whether some value of this node's place is refused: an unconstrained node (`{}`) accepts anything. */
const canBreak = (schema: JsonSchema): boolean => {
  const node = nonNull(schema);
  return node.type !== undefined || node.enum !== undefined;
};

/** A JSON value of this schema's shape with at least one defect inside, plus unknown fields beside it. */
const defective = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const node = nonNull(schema);
  const wrongType = fc.constantFrom<unknown>(['a list'], { an: 'object' }, 'text', 12.5, true);
  switch (node.type) {
    case 'object': {
      const properties = node.properties ?? {};
      const breakable = Object.keys(properties).filter((key) => canBreak(properties[key] ?? {}));
      if (breakable.length === 0) return fc.constantFrom<unknown>(['a list'], 'text', 12);
      const oneBroken = fc
        .constantFrom(...breakable)
        .chain((broken) =>
          fc
            .tuple(
              valid({ ...node, required: [] }),
              defective(properties[broken] ?? {}),
              fc.dictionary(fc.constantFrom('Extra', 'isAdmin', 'VendorId2', 'constructor', '$where'), fc.anything()),
            )
            .map(([base, bad, extra]) => ({ ...extra, ...(base as object), [broken]: bad })),
        );
      return fc.oneof(
        oneBroken,
        wrongType.filter((value) => typeof value !== 'object' || Array.isArray(value)),
      );
    }
    case 'array': {
      const items = node.items ?? {};
      return fc.oneof(
        ...(canBreak(items)
          ? [fc.tuple(fc.array(valid(items), { maxLength: 2 }), defective(items)).map(([ok, bad]) => [...ok, bad])]
          : []),
        ...(node.maxItems !== undefined ? [fc.constant(Array.from({ length: node.maxItems + 1 }, () => null))] : []),
        fc.constantFrom<unknown>('text', { an: 'object' }, 7),
      );
    }
    case 'string':
      return fc.oneof(
        withControlCharacter,
        fc.constant('L'.repeat((node.maxLength ?? 10_000) + 1)),
        wrongType.filter((value) => typeof value !== 'string'),
      );
    case 'integer':
    case 'number':
      // Out of range means out of this field's range: 2,147,483,648 is a valid phone number.
      return fc.constantFrom<unknown>(
        '12',
        'NaN',
        ...(node.type === 'integer' ? [1.5] : []),
        (node.maximum ?? INT_MAX) + 1,
        (node.minimum ?? INT_MIN) - 1,
        [],
        {},
      );
    case 'boolean':
      return fc.constantFrom<unknown>('true', 1, 'yes', [], {});
    default:
      return fc.constant('not one of the allowed values');
  }
};

/** Query and path values are text: their defects are texts the contract refuses, or a query key given twice. */
const defectiveParameter = (schema: JsonSchema, isInPath: boolean): fc.Arbitrary<string | string[]> => {
  const node = nonNull(schema);
  if (node.type === 'integer' || node.type === 'number') {
    return fc.constantFrom('abc', '12abc', '1.5', '-1', '99999999999', '1e400', ' ', '%00');
  }
  return fc.oneof(
    withControlCharacter,
    fc.constant('L'.repeat((node.maxLength ?? 100) + 1)),
    // Beyond the router's own limit for a path parameter.
    fc.constant('R'.repeat(3000)),
    ...(isInPath ? [] : [fc.constant<string[]>(['twice', 'given'])]),
  );
};

const validParameter = (schema: JsonSchema) =>
  valid(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

interface HostileRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const buildUrl = (path: string, params: Record<string, unknown>, query: Record<string, unknown>) => {
  const url = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
};

/** One object of parameters with exactly the chosen one defective, or all valid. */
const parameters = (schema: JsonSchema | null, broken: string | null, isInPath: boolean) => {
  const properties = schema?.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        key === broken ? defectiveParameter(value, isInPath) : validParameter(value),
      ]),
    ),
  );
};

const MULTIPART_HEAD = 'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf';
const brokenMultipart = fc.oneof(
  fc.constant({ type: 'multipart/form-data', body: '--x\r\n' }),
  fc.constant({
    type: 'multipart/form-data; boundary=XYZ',
    body: `--ABC\r\n${MULTIPART_HEAD}\r\n\r\n%PDF-1.4\r\n--ABC--\r\n`,
  }),
  fc.constant({ type: 'multipart/form-data; boundary=ABC', body: `--ABC\r\n${MULTIPART_HEAD}\r\n\r\n%PDF-1.4 cut` }),
  fc.constant({ type: 'multipart/form-data; boundary=ABC', body: '--ABC\r\nContent-Disposition: form-da' }),
  fc.constant({ type: 'multipart/form-data; boundary=ABC', body: '--ABC--\r\n' }),
  fc.constant({ type: 'application/json', body: '{"file":"a.pdf"}' }),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => ({ type: 'multipart/form-data; boundary=ABC', body: Buffer.from(bytes).toString('latin1') })),
);

/** Requests to one endpoint, each with at least one defect. */
const hostileRequests = (endpoint: Endpoint): fc.Arbitrary<HostileRequest> => {
  const query = endpoint.query ? jsonSchemaOf(endpoint.query) : null;
  const params = endpoint.params ? jsonSchemaOf(endpoint.params) : null;
  const body = endpoint.body ? jsonSchemaOf(endpoint.body) : null;
  const request = (
    brokenQuery: string | null,
    brokenParam: string | null,
    payload: fc.Arbitrary<{ type?: string; body?: string } | null>,
  ) =>
    fc.tuple(parameters(params, brokenParam, true), parameters(query, brokenQuery, false), payload).map(
      ([paramValues, queryValues, content]): HostileRequest => ({
        method: endpoint.method,
        url: buildUrl(endpoint.path, paramValues, queryValues),
        headers: content?.type ? { 'content-type': content.type } : {},
        ...(content?.body !== undefined ? { payload: content.body } : {}),
      }),
    );
  const validBody = body
    ? valid(body).map((value) => ({ type: 'application/json', body: JSON.stringify(value) }))
    : fc.constant(null);
  const choices: fc.Arbitrary<HostileRequest>[] = [
    ...Object.keys(query?.properties ?? {}).map((key) => request(key, null, validBody)),
    ...Object.keys(params?.properties ?? {}).map((key) => request(null, key, validBody)),
  ];
  if (body) {
    const json = (arbitrary: fc.Arbitrary<string>) =>
      arbitrary.map((text) => ({ type: 'application/json', body: text }));
    choices.push(
      request(null, null, json(defective(body).map((value) => JSON.stringify(value)))),
      request(null, null, json(fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"__proto__":{"isAdmin":true}}', ''))),
      request(null, null, json(fc.constantFrom('null', '42', '"text"', '[]', 'true'))),
      request(
        null,
        null,
        fc.constantFrom(
          { type: 'text/plain', body: 'plain words' },
          // Only the upload route reads multipart bodies: any other answers 415.
          {
            type: 'multipart/form-data; boundary=ABC',
            body: `--ABC\r\n${MULTIPART_HEAD}\r\n\r\n%PDF-1.4\r\n--ABC--\r\n`,
          },
        ),
      ),
    );
  }
  if (endpoint.multipart) choices.push(request(null, null, brokenMultipart));
  return fc.oneof(...choices);
};

/** Endpoints with no request part to break still meet hostile query text and unknown parameters. */
const strayParameters = (endpoint: Endpoint): fc.Arbitrary<HostileRequest> =>
  fc
    .dictionary(
      fc.constantFrom('id', 'q', 'x', '__proto__', 'returnUrl'),
      fc.oneof(withControlCharacter, hostileText(3000)),
    )
    .map((query) => ({ method: endpoint.method, url: buildUrl(endpoint.path, {}, query), headers: {} }));

const hasBreakablePart = (endpoint: Endpoint) =>
  Boolean(endpoint.query || endpoint.params || endpoint.body || endpoint.multipart);

/**
 * The bodies a page on any web site can have its visitors' browsers post without a CORS preflight: an HTML form's
 * three encodings (`fetch` may send each too), carrying fields the endpoint would accept as JSON.
 */
const simpleBodies = (fields: (readonly [string, string])[]) => ({
  'application/x-www-form-urlencoded': new URLSearchParams(Object.fromEntries(fields)).toString(),
  'text/plain': JSON.stringify(Object.fromEntries(fields)),
  'multipart/form-data; boundary=ABC': `${fields
    .map(([name, value]) => `--ABC\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--ABC--\r\n`,
});

/** The endpoints that need such a body: the upload (multipart) and RFC 8058's one-click unsubscribe (either form). */
const readsSimpleBody = (endpoint: Endpoint, type: string) =>
  (endpoint.multipart === true && type.startsWith('multipart/form-data')) ||
  (endpoint.acceptsFormPost === true && type !== 'text/plain');

let t: TestApp;
let vendor: SignedInVendor;
let administrator: SignedInStaff;
const answers = new Map<number, number>();

/**
 * Every table's rows, hashed: equal fingerprints mean nothing was stored, changed or deleted. The rate-limit counters
 * are left out: counting a refused request is what they are for.
 */
const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const fingerprint = async () => {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hash: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
    );
    hashes[name] = row?.hash ?? '';
  }
  return hashes;
};

let before: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await registerAndSignIn(t, { verified: true });
  administrator = await newSignedInStaff(t, 'Administrator');
  // The mail worker marks the registration's and sign-in's mails sent: let it finish before the fingerprint.
  await t.background.drain();
  while ((await t.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  before = await fingerprint();
});

afterAll(async () => {
  await t?.close();
});

const isEnvelope = (response: LightMyRequestResponse) => {
  const body = response.json();
  return body.Success === false && typeof body.ErrorMessage === 'string' && body.ErrorMessage !== '';
};

const send = async (request: HostileRequest, authorization?: string) => {
  const response = await t.app.inject({
    ...request,
    headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
  });
  answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
  return response;
};

const endpoints = Object.entries(api) as [EndpointKey, Endpoint][];

/** The token of someone the endpoint lets in. */
const signedInFor = (endpoint: Endpoint) =>
  endpoint.auth === 'staff' ? administrator.auth.authorization : vendor.auth.authorization;

describe('hostile input', () => {
  it.each(endpoints.filter(([, endpoint]) => hasBreakablePart(endpoint)))(
    '%s: every defective request answers a 4xx envelope, signed in and not',
    async (_key, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(endpoint), async (request) => {
          const anonymous = await send(request);
          expect(anonymous.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
          expect(anonymous.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
          expect(isEnvelope(anonymous), anonymous.body).toBe(true);
          if (endpoint.auth) {
            expect(anonymous.statusCode).toBe(401);
            const signedIn = await send(request, signedInFor(endpoint));
            expect(signedIn.statusCode, `${request.method} ${request.url} ${signedIn.body}`).toBeGreaterThanOrEqual(
              400,
            );
            expect(signedIn.statusCode, `${request.method} ${request.url} ${signedIn.body}`).toBeLessThan(500);
            expect(isEnvelope(signedIn), signedIn.body).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
  );

  it.each(endpoints.filter(([, endpoint]) => !hasBreakablePart(endpoint)))(
    '%s: stray and hostile query parameters never reach a 5xx',
    async (_key, endpoint) => {
      await fc.assert(
        fc.asyncProperty(strayParameters(endpoint), async (request) => {
          for (const authorization of endpoint.auth ? [undefined, signedInFor(endpoint)] : [undefined]) {
            const response = await send(request, authorization);
            expect(response.statusCode, `${request.url} ${response.body}`).toBeLessThan(500);
            if (response.statusCode >= 400 || !endpoint.raw) expect(response.json()).toHaveProperty('Success');
          }
        }),
        { numRuns: Math.ceil(RUNS_PER_ENDPOINT / 4) },
      );
    },
  );

  it.each(endpoints.filter(([, endpoint]) => endpoint.method !== 'GET'))(
    '%s: a body another web site can post from its visitors’ browsers (a form, text/plain) answers 415',
    async (_key, endpoint) => {
      const sample = endpoint.body ? fc.sample(valid(jsonSchemaOf(endpoint.body)), { numRuns: 1, seed: 1 })[0] : {};
      const fields = Object.entries(typeof sample === 'object' && sample !== null ? sample : {}).map(
        ([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)] as const,
      );
      for (const [type, payload] of Object.entries(simpleBodies(fields))) {
        if (readsSimpleBody(endpoint, type)) continue;
        const request = {
          method: endpoint.method,
          url: endpoint.path.replace(/:\w+/g, 'x'),
          headers: { 'content-type': type },
          payload,
        };
        const response = await send(request, endpoint.auth ? signedInFor(endpoint) : undefined);
        expect(response.statusCode, `${type} ${response.body}`).toBe(415);
        expect(isEnvelope(response), response.body).toBe(true);
      }
    },
  );

  it('what Node’s HTTP parser refuses answers an envelope too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const oversizedHeaders = await raw(`GET /api/FAQ HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`);
    const garbled = await raw('GET /api/FAQ HTTP/9.9 nonsense\r\n\r\n');
    for (const [answer, status] of [
      [oversizedHeaders, 431],
      [garbled, 400],
    ] as const) {
      expect(answer.startsWith(`HTTP/1.1 ${status} `), answer).toBe(true);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ Success: false, ErrorID: null });
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  });

  it('stored nothing: every table is as it was before the hostile requests', async () => {
    expect(await fingerprint()).toEqual(before);
    const total = [...answers.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThan(endpoints.length * 10);
    // The figures for the record: how many hostile requests, and what they were answered.
    console.info(`hostile requests: ${total}; answers by status: ${JSON.stringify(Object.fromEntries(answers))}`);
  });
});
