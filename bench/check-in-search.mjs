// The check-in station's search with 5,000 attendees: one event on a fresh database (PGlite, or PostgreSQL when
// DATABASE_URL is set) filled with ATTENDEES registrations, then, signed in as a Check-in volunteer, times
// `GET /api/Staff/CheckIn/Search` through the whole HTTP stack (Fastify's inject), the roster download the
// station keeps on the device, and the station's own search over that copy (what it does offline and online alike).
// Environment: DATABASE_URL, BENCH_ATTENDEES (5000), BENCH_SEARCHES (300). Usage: node bench/check-in-search.mjs
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';

register();
const { createTestApp } = await import('../apps/server/src/test/app.ts');
const { insertEvent } = await import('../apps/server/src/test/events.ts');
const { newSignedInStaff } = await import('../apps/server/src/test/staff-session.ts');
const { searchRoster } = await import('../apps/web/src/features/console/check-in/search-roster.ts');
const { percentile } = await import('./support.mjs');

const attendees = Number(process.env.BENCH_ATTENDEES ?? 5_000);
const searches = Number(process.env.BENCH_SEARCHES ?? 300);
const FIRST = ['Ada', 'Ben', 'Carmen', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jamal', 'Kofi', 'Lena'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Johnson', 'Okafor', 'Kowalski', 'Haddad', 'Larsen', 'Moreau', 'Tanaka'];
const nameOf = (i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;

const t = await createTestApp();
try {
  const event = await insertEvent(t.db, { name: 'Bench event' });
  // Drizzle spreads an array into a list of parameters: the names go as one JSON text.
  const names = JSON.stringify(Array.from({ length: attendees }, (_, i) => nameOf(i)));
  await t.db.execute(sql`insert into event_registrations (event_id, email, name, survey_token)
    select ${event.id}, 'attendee' || n.g || '@example.com', n.name, 'bench-' || n.g
    from jsonb_array_elements_text(${names}::jsonb) with ordinality as n(name, g)`);
  await t.db.execute(sql`analyze event_registrations`);
  const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
  const get = (url) => t.app.inject({ method: 'GET', url, headers: volunteer.auth });
  const typed = Array.from({ length: searches }, (_, i) => {
    const name = nameOf(Math.floor(Math.random() * attendees));
    // What a person types at the door: part of a first or last name, part of an e-mail, or a full name.
    return [name.split(' ')[1]?.slice(0, 4), name.slice(0, 3), `attendee${i}`, name][i % 4] ?? name;
  });

  const time = async (work) => {
    const timings = [];
    for (const text of typed) {
      const start = performance.now();
      await work(text);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    return `p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms`;
  };
  const search = (text) => get(`/api/Staff/CheckIn/Search?eventId=${event.externalId}&q=${encodeURIComponent(text)}`);
  for (const text of typed.slice(0, 20)) await search(text);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`${attendees} attendees on ${database}, ${searches} searches one at a time`);
  console.log(`server search (HTTP): ${await time(search)}`);

  const rosterStart = performance.now();
  const roster = await get(`/api/Staff/CheckIn/Roster?eventId=${event.externalId}`);
  const rosterMs = performance.now() - rosterStart;
  const list = roster.json().Response.Attendees;
  console.log(
    `roster download: ${list.length} attendees, ${(roster.body.length / 1024).toFixed(0)} KB, ${rosterMs.toFixed(0)} ms`,
  );
  console.log(`device search over the roster: ${await time(async (text) => searchRoster(list, text))}`);
} finally {
  await t.close();
}
