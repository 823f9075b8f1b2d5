import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRegistrations, events } from '../db/schema.ts';
import { UPCOMING_CACHE_MS } from '../modules/events/events.routes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { insertEvent } from '../test/events.ts';
import { uniqueEmail } from '../test/factories.ts';
import { registerAndSignIn } from '../test/session.ts';
import { newSignedInStaff } from '../test/staff-session.ts';
import { SHARED_CACHE_CONTROL } from './route.ts';

let t: TestApp;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  eventId = (await insertEvent(t.db, { name: 'Cached open house' })).externalId;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The answers that are the same for everyone, by what a person sees them as. */
const sharedUrls = () => ({
  'upcoming events': '/api/Event/Upcoming',
  'event details': `/api/Event/Details/${eventId}`,
  'calendar file': `/api/Event/ICal/${eventId}`,
  FAQ: '/api/FAQ',
  states: '/api/Vendor/Dropdown/State',
  certifications: '/api/Certifications/List',
  'business classifications': '/api/BusinessClassification/List',
  'public organizations': '/api/PublicOrganization/List',
  'document types': '/api/DocumentType',
  'site settings': '/api/Site/Settings',
  'captcha settings': '/api/Captcha/Config',
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('answers the same for everyone', () => {
  it('may be kept by browsers and shared caches for a short time, with a strong validator', async () => {
    for (const [kind, url] of Object.entries(sharedUrls())) {
      const answer = await get(url);
      expect(answer.statusCode, kind).toBe(200);
      expect(answer.headers['cache-control'], kind).toBe(SHARED_CACHE_CONTROL);
      expect(answer.headers.etag, kind).toMatch(/^"[\w-]{27}"$/);
      // The security headers are unchanged by it.
      expect(answer.headers['x-content-type-options'], kind).toBe('nosniff');
    }
    expect((await get(sharedUrls()['calendar file'])).headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect((await get(sharedUrls().FAQ)).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answer 304 without a body to a cache that holds the current answer, and the whole answer otherwise', async () => {
    for (const [kind, url] of Object.entries(sharedUrls())) {
      const { etag = '' } = (await get(url)).headers;
      for (const condition of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const unchanged = await get(url, { 'if-none-match': condition });
        expect(unchanged.statusCode, `${kind} ${condition}`).toBe(304);
        expect(unchanged.body, kind).toBe('');
        expect(unchanged.headers.etag, kind).toBe(etag);
        expect(unchanged.headers['cache-control'], kind).toBe(SHARED_CACHE_CONTROL);
      }
      const changed = await get(url, { 'if-none-match': '"stale"' });
      expect(changed.statusCode, kind).toBe(200);
      expect(changed.body, kind).not.toBe('');
    }
  });

  it('show a change made in the product within the caches’ time: a new body with a new validator', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const upcoming = await get('/api/Event/Upcoming');
    const details = await get(`/api/Event/Details/${eventId}`);
    await t.db.update(events).set({ name: 'Renamed open house' }).where(eq(events.externalId, eventId));

    const changedDetails = await get(`/api/Event/Details/${eventId}`, { 'if-none-match': details.headers.etag ?? '' });
    expect(changedDetails.statusCode).toBe(200);
    expect(changedDetails.json().Response.Name).toBe('Renamed open house');
    expect(changedDetails.headers.etag).not.toBe(details.headers.etag);

    // The events list is also kept by each process for a few seconds, which the caches' time includes.
    vi.advanceTimersByTime(UPCOMING_CACHE_MS + 1);
    const changedUpcoming = await get('/api/Event/Upcoming', { 'if-none-match': upcoming.headers.etag ?? '' });
    expect(changedUpcoming.statusCode).toBe(200);
    expect(changedUpcoming.body).toContain('Renamed open house');
    expect(changedUpcoming.headers.etag).not.toBe(upcoming.headers.etag);
  });

  it('are not cached when they fail: an unknown event answers its 404 without a validator', async () => {
    const missing = await get('/api/Event/Details/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('personal answers', () => {
  it('are never stored by any cache', async () => {
    const vendor = await registerAndSignIn(t);
    const staff = await newSignedInStaff(t, 'Administrator');
    const email = uniqueEmail('attendee');
    const [event] = await t.db.select().from(events).where(eq(events.externalId, eventId));
    await t.db.insert(eventRegistrations).values({ eventId: event?.id ?? 0, email, name: 'Ann', surveyToken: email });
    const answers = {
      'vendor information': await get('/api/Vendor/Info', vendor.auth),
      'staff member': await get('/api/Staff/Me', staff.auth),
      'captcha challenge': await get('/api/Captcha/Challenge'),
      'similar names': await get('/api/Vendor/Search?name=acme'),
      'check-in': await t.app.inject({
        method: 'POST',
        url: '/api/Event/CheckIn',
        payload: { EventId: eventId, AttendeeEmail: email },
      }),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      expect(answer.statusCode, kind).toBe(200);
      expect(answer.headers['cache-control'], kind).toBe('no-store');
      expect(answer.headers.etag, kind).toBeUndefined();
    }
  });
});
