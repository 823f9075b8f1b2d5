import { messages, STORAGE_KEYS } from '@bridgehub/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, unwrap } from './client.ts';
import { searchVendors } from './vendor.ts';

const envelope = (Response: unknown, extra: Record<string, unknown> = {}) => ({
  Success: true,
  ErrorMessage: null,
  ErrorID: null,
  Response,
  ...extra,
});

const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const store = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('builds the path and query and parses a 200 answer with the endpoint schema', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, envelope([{ VendorName: 'Acme' }])));
    const result = await call('searchVendors', { query: { name: 'Ac me' } });
    expect(result).toEqual(envelope([{ VendorName: 'Acme' }]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Vendor/Search?name=Ac+me');
    expect(init?.method).toBe('GET');
  });

  it('sends the stored token as a bearer header, and none without one', async () => {
    fetchMock.mockImplementation(async () => answer(200, envelope([])));
    await call('listStates');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
    store.set(STORAGE_KEYS.accessToken, 'abc');
    await call('listStates');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('sends a JSON body on POST', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, envelope(null)));
    const result = await call('submitVendor', { body: { Business: {}, PrimaryContact: [], Captcha: 'x' } });
    expect(result.Success).toBe(true);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ Business: {}, PrimaryContact: [], Captcha: 'x' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('treats any 2xx as an answer, including a business failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { ...envelope(null), Success: false, ErrorMessage: 'Nope' }));
    expect(await call('submitVendor', { body: { Business: {} } })).toMatchObject({
      Success: false,
      ErrorMessage: 'Nope',
    });
  });

  it("rewrites a 403 to Success false with 'Access Denied'", async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { ...envelope(null), Success: false, ErrorMessage: 'Forbidden' }));
    expect(await call('listFaqs')).toEqual({
      Success: false,
      ErrorMessage: messages.accessDenied,
      ErrorID: null,
      Response: null,
    });
  });

  it("keeps the server's message of a failing envelope (429) and only warns", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { ...envelope(null), Success: false, ErrorMessage: messages.tooManyRequests, ErrorID: 'e1' }),
    );
    expect(await call('submitVendor', { body: { Business: {} } })).toEqual({
      Success: false,
      ErrorMessage: messages.tooManyRequests,
      ErrorID: 'e1',
      Response: null,
    });
    expect(console.warn).toHaveBeenCalled();
  });

  it("answers a generic 'API Error' failure for a non-envelope error, a network error or a bad answer", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await call('listFaqs')).toMatchObject({ Success: false, ErrorMessage: messages.apiError });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await call('listFaqs')).toMatchObject({ Success: false, ErrorMessage: messages.apiError });
    fetchMock.mockResolvedValueOnce(answer(200, { unexpected: true }));
    expect(await call('listFaqs')).toMatchObject({ Success: false, ErrorMessage: messages.apiError });
  });

  it('unwrap returns the Response or throws the message', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, envelope([{ Id: 1, Name: 'Oregon' }])));
    expect(unwrap(await call('listStates'))).toEqual([{ Id: 1, Name: 'Oregon' }]);
    fetchMock.mockResolvedValueOnce(answer(500, { ...envelope(null), Success: false, ErrorMessage: 'Boom' }));
    expect(() => unwrap({ Success: false, ErrorMessage: 'Boom', ErrorID: null, Response: null })).toThrow('Boom');
  });
});

describe('searchVendors', () => {
  it("gives 'API Error' with empty results on failure", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, undefined));
    expect(await searchVendors('Acme')).toEqual({ Success: false, ErrorMessage: messages.apiError, Response: [] });
  });
});
