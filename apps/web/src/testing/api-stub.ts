import { type EndpointKey, type Envelope, type ResponseOf, type Route, routes } from '@bridgehub/contract';
import { sendCallsThrough } from '../api/client.ts';

/** What a stubbed endpoint was asked: its path parameters, query and JSON body. */
export interface StubRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** An answer as the server sends it: its envelope or a failure's (status 200), or another status with any body. */
export type StubAnswer<K extends EndpointKey> = ResponseOf<K> | Envelope<null> | { status: number; body: unknown };

/**
 * What each endpoint answers, by its contract key: an answer, or a function of the request (a promise holds the
 * answer back, for a loading state). Answers are typed by the contract, so a stub cannot drift from the server's shape.
 */
export type ApiStubs = {
  [K in EndpointKey]?: StubAnswer<K> | ((request: StubRequest) => StubAnswer<K> | Promise<StubAnswer<K>>);
};

const parameter = /\{(\w+)\}|:(\w+)/g;
const pathPattern = (path: string) => new RegExp(`^${path.replace(parameter, '(?<$1$2>[^/]+)')}$`);

/** Fixed paths before those with parameters, so `/Event/Upcoming` is not read as an event id. */
const table = (Object.entries(routes) as [EndpointKey, Route][])
  .map(([key, route]) => ({
    key,
    method: route.method,
    pattern: pathPattern(route.path),
    parameters: route.path.match(parameter)?.length ?? 0,
  }))
  .sort((a, b) => a.parameters - b.parameters);

/** The endpoint a request is for, read back from the contract's routes as the server's router would. */
const endpointOf = (method: string, pathname: string) => {
  for (const entry of table) {
    const match = entry.method === method ? entry.pattern.exec(pathname) : null;
    if (match) return { key: entry.key, params: { ...match.groups } as Record<string, string> };
  }
  return undefined;
};

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && !('Success' in answer);

/** Requests no stub answered since the last `stubApi`: the test setup fails a test that leaves any. */
export const unanswered: string[] = [];

/**
 * Puts the stubs at the API client's one seam, its transport (`sendCallsThrough`, which server rendering uses too):
 * everything above it — the token, statuses, the envelope check, `unwrap`, the screens' queries — runs as in the
 * browser. Returns the requests each endpoint received.
 */
export const stubApi = (stubs: ApiStubs) => {
  const received: { key: EndpointKey; request: StubRequest }[] = [];
  unanswered.length = 0;
  sendCallsThrough(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const endpoint = endpointOf(method, url.pathname);
    const stub = endpoint && stubs[endpoint.key];
    if (!endpoint || stub === undefined) {
      unanswered.push(`${method} ${url.pathname}`);
      return new Response(null, { status: 501 });
    }
    const request: StubRequest = {
      params: endpoint.params,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    received.push({ key: endpoint.key, request });
    const answer = typeof stub === 'function' ? await stub(request) : stub;
    return isStatusAnswer(answer)
      ? Response.json(answer.body, { status: answer.status })
      : Response.json(answer, { status: 200 });
  });
  return {
    /** The requests one endpoint received, in order. */
    requestsTo: (key: EndpointKey) => received.filter((entry) => entry.key === key).map((entry) => entry.request),
  };
};
