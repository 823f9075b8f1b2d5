import { messages, routes, STAFF_STORAGE_KEYS, STORAGE_KEYS } from '@bridgehub/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFile } from './attachments.ts';
import { answerOf, call, knowRoutes, setUnauthorizedHandler, unwrap } from './client.ts';
import { searchVendors } from './vendor.ts';

// Staff routes are called too, as once the console has loaded (console-routes.tsx).
knowRoutes(routes);

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
  setUnauthorizedHandler(null);
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

describe('the upload answer (answerOf, read from its XMLHttpRequest)', () => {
  const upload = (status: number, body: unknown, token: string | null = 'abc') =>
    answerOf('uploadAttachment', { status, body, token }, messages.fileUploadFailed);

  it('is the envelope on HTTP 200, and a failure on any other 2xx (§7 "accepted only on HTTP 200")', () => {
    expect(upload(200, envelope(7))).toEqual(envelope(7));
    expect(upload(201, envelope(7))).toEqual({
      Success: false,
      ErrorMessage: messages.fileUploadFailed,
      ErrorID: null,
      Response: null,
    });
  });

  it("reads 'Access Denied' on a 403, the server's message on a 413, 'File failed to upload.' without one", () => {
    expect(upload(403, { ...envelope(null), Success: false, ErrorMessage: 'Forbidden', ErrorID: 'e9' })).toEqual({
      Success: false,
      ErrorMessage: messages.accessDenied,
      ErrorID: 'e9',
      Response: null,
    });
    expect(upload(413, { ...envelope(null), Success: false, ErrorMessage: 'The file is too large' })).toMatchObject({
      ErrorMessage: 'The file is too large',
    });
    // A network failure or an abort leaves the XMLHttpRequest's status at 0.
    expect(upload(0, undefined)).toMatchObject({ Success: false, ErrorMessage: messages.fileUploadFailed });
  });
});

describe('fetchFile (the attachment download)', () => {
  const download = () => fetchFile('getAttachment', { query: { attachmentId: 5 } }, messages.couldNotLoadDataLower);

  it('answers the file, sent with the bearer token and without asking for JSON', async () => {
    store.set(STORAGE_KEYS.accessToken, 'abc');
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.4', { status: 200 }));
    const answer = await download();
    expect(answer.Success && (await answer.Response.text())).toBe('%PDF-1.4');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Attachment/Get?attachmentId=5');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
    expect(new Headers(init?.headers).get('Accept')).toBeNull();
  });

  it("answers the file name of the server's content-disposition, the UTF-8 one first", async () => {
    const disposition = `attachment; filename="Caf_ list.csv"; filename*=UTF-8''Caf%C3%A9%20list.csv`;
    fetchMock.mockResolvedValueOnce(
      new Response('a', { status: 200, headers: { 'content-disposition': disposition } }),
    );
    expect(await download()).toMatchObject({ Success: true, FileName: 'Café list.csv' });
    fetchMock.mockResolvedValueOnce(
      new Response('a', { status: 200, headers: { 'content-disposition': 'attachment; filename="plain.csv"' } }),
    );
    expect(await download()).toMatchObject({ Success: true, FileName: 'plain.csv' });
    fetchMock.mockResolvedValueOnce(new Response('a', { status: 200 }));
    expect(await download()).toMatchObject({ Success: true, FileName: null });
  });

  it("reads 'Access Denied' on a 403 and the fallback on a 404 or a network error", async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { ...envelope(null), Success: false, ErrorMessage: 'Forbidden' }));
    expect(await download()).toMatchObject({ Success: false, ErrorMessage: messages.accessDenied });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await download()).toMatchObject({ Success: false, ErrorMessage: messages.couldNotLoadDataLower });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await download()).toMatchObject({ Success: false, ErrorMessage: messages.couldNotLoadDataLower });
  });
});

describe('a 401', () => {
  const unauthorized = () => answer(401, { ...envelope(null), Success: false, ErrorMessage: 'Unauthorized' });

  it('signs the person out from a signed-in call, upload or download alike', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    store.set(STORAGE_KEYS.accessToken, 'abc');
    fetchMock.mockImplementation(async () => unauthorized());
    expect(await call('getVendorInfo')).toMatchObject({ Success: false });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await fetchFile('getAttachment', { query: { attachmentId: 5 } }, 'x')).toMatchObject({ Success: false });
    expect(signOut).toHaveBeenCalledTimes(2);
    answerOf('uploadAttachment', { status: 401, body: undefined, token: 'abc' }, messages.fileUploadFailed);
    expect(signOut).toHaveBeenCalledTimes(3);
  });

  it('leaves a person without a token, or a public call, alone', async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    fetchMock.mockImplementation(async () => unauthorized());
    await call('getVendorInfo');
    answerOf('uploadAttachment', { status: 401, body: undefined, token: null }, messages.fileUploadFailed);
    store.set(STORAGE_KEYS.accessToken, 'abc');
    await call('listFaqs');
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('the token by audience', () => {
  const bearer = (index: number) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers).get('Authorization');

  it('sends the staff token to a staff route and the vendor token to a vendor route, never the other', async () => {
    fetchMock.mockImplementation(async () => answer(200, envelope(null)));
    store.set(STORAGE_KEYS.accessToken, 'vendor-token');
    store.set(STAFF_STORAGE_KEYS.accessToken, 'staff-token');
    await call('getStaffMe');
    await call('getVendorInfo');
    await call('refreshStaffLogin', { body: { RefreshToken: 'r' } });
    expect([bearer(0), bearer(1), bearer(2)]).toEqual([
      'Bearer staff-token',
      'Bearer vendor-token',
      'Bearer vendor-token',
    ]);
  });

  it('sends a staff route no token when only a vendor is signed in', async () => {
    fetchMock.mockImplementation(async () => answer(200, envelope(null)));
    store.set(STORAGE_KEYS.accessToken, 'vendor-token');
    await call('listStaff');
    expect(bearer(0)).toBeNull();
  });

  it('signs out only the side whose token a 401 refused', async () => {
    const signOutVendor = vi.fn();
    const signOutStaff = vi.fn();
    setUnauthorizedHandler(signOutVendor);
    setUnauthorizedHandler(signOutStaff, 'staff');
    store.set(STORAGE_KEYS.accessToken, 'vendor-token');
    store.set(STAFF_STORAGE_KEYS.accessToken, 'staff-token');
    fetchMock.mockImplementation(async () => answer(401, { ...envelope(null), Success: false, ErrorMessage: 'No' }));
    await call('listStaff');
    expect([signOutStaff.mock.calls.length, signOutVendor.mock.calls.length]).toEqual([1, 0]);
    await call('getVendorInfo');
    expect([signOutStaff.mock.calls.length, signOutVendor.mock.calls.length]).toEqual([1, 1]);
    setUnauthorizedHandler(null, 'staff');
  });
});

describe('searchVendors', () => {
  it("gives 'API Error' with empty results on failure", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, undefined));
    expect(await searchVendors('Acme')).toEqual({ Success: false, ErrorMessage: messages.apiError, Response: [] });
  });
});
