// The staff console's vendor directory with 100,000 vendors: starts the product on a fresh database (PGlite, or
// PostgreSQL with BENCH_DATABASE=postgres), inserts generated vendors with a primary contact each, certifications, document requests, engagement requests and
// chats, signs a staff session in the database, then times typical directory queries (`GET /api/Staff/Vendors`:
// the first page, searches by name, misspelt name and contact e-mail, filters, a deep page) and the dashboard, one
// request at a time. Target: p95 ≤ 100 ms. Environment: BENCH_DATABASE (pglite), BENCH_DATABASE_URL
// (PostgreSQL's admin URL; default the local socket as root), BENCH_PORT (3430), BENCH_VENDORS (100000), BENCH_ROUNDS (20 per query).
// Usage: node bench/vendor-directory.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { register } from 'tsx/esm/api';
import { percentile, startProduct, vendorName } from './support.mjs';

register();
const { normalizeOrganizationName } = await import('../packages/contract/src/rules.ts');
const { signJwt } = await import('../apps/server/src/infra/tokens/jwt.ts');

const port = Number(process.env.BENCH_PORT ?? 3430);
const vendorCount = Number(process.env.BENCH_VENDORS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const jwtSecret = randomBytes(32).toString('hex');
export const DIRECTORY_P95_TARGET_MS = 100;
const FIRST_NAMES = ['Dana', 'Sam', 'Lee', 'Alex', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Avery', 'Quinn'];

const started = Date.now();
const product = await startProduct({
  port,
  env: { JWT_SECRET: jwtSecret },
  seed: async (query) => {
    for (let from = 0; from < vendorCount; from += 5_000) {
      const indexes = Array.from({ length: Math.min(5_000, vendorCount - from) }, (_, i) => from + i);
      const names = indexes.map(vendorName);
      await query(
        `with inserted as (
           insert into vendors (business_name, normalized_name, email, street_address, city, state_id, zip, verified_at,
                                created_at, last_activity_at)
           select name, normalized, 'office' || n || '@example.com', '1 Main St', 'Vancouver',
                  (select min(id) from states), '98660', case when n % 3 = 0 then null else now() end,
                  now() - n * interval '1 minute', now() - (n % 997) * interval '1 hour'
           from unnest($1::text[], $2::text[], $3::int[]) as v(name, normalized, n)
           returning id, email)
         insert into contacts (vendor_id, email, first_name, last_name, is_primary, is_approved)
         select id, replace(email, 'office', 'owner'), ($4::text[])[1 + id % 10], 'Owner' || id, true, true from inserted`,
        [names, names.map(normalizeOrganizationName), indexes, FIRST_NAMES],
      );
    }
    await query(`insert into vendor_certifications (vendor_id, certification_id)
      select v.id, (select id from certifications order by id offset (v.id % 5) limit 1) from vendors v where v.id % 3 = 0`);
    await query(`insert into attachment_requests (vendor_id, description, is_required)
      select id, 'IRS Form W-9', true from vendors`);
    await query(`insert into engagement_requests (vendor_id) select id from vendors where id % 20 = 0`);
    await query(`insert into contacts (vendor_id, email, first_name, last_name, is_approved)
      select id, 'waiting' || id || '@example.com', 'Wai', 'Ting', false from vendors where id % 40 = 0`);
    await query(`with c as (insert into chats (vendor_id, subject) select id, 'Question' from vendors where id % 25 = 0
      returning id) insert into chat_messages (chat_id, chat_type, author_name, body)
      select id, 1 + id % 2, 'Someone', 'Hello' from c`);
    const [staff] = (
      await query(
        `insert into staff_accounts (email, display_name, role) values ('bench@program.example', 'Bench', 'Coordinator')
         returning id`,
      )
    ).rows;
    const sessionId = randomUUID();
    await query(`insert into staff_sessions (id, staff_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      sessionId,
      staff.id,
    ]);
    await query('analyze');
    const [{ count }] = (await query('select count(*)::int as count from vendors')).rows;
    return { count, staffId: staff.id, sessionId };
  },
});
try {
  const { count, staffId, sessionId } = product.seeded;
  console.log(
    `${count} vendors inserted, product ready on ${product.database} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(jwtSecret, {
    aud: 'staff',
    sub: String(staffId),
    sid: sessionId,
    jti: randomUUID(),
    iat: now,
    exp: now + 3600,
  });
  const headers = { authorization: `Bearer ${token}` };
  const pick = () => Math.floor(Math.random() * count);
  const queries = {
    'first page by name': () => '/api/Staff/Vendors',
    'name contains': () =>
      `/api/Staff/Vendors?Search=${encodeURIComponent(vendorName(pick()).split(' ').slice(0, 2).join(' '))}`,
    'misspelt name': () => `/api/Staff/Vendors?Search=${encodeURIComponent(vendorName(pick()).replace(/e/, 'a'))}`,
    'contact e-mail': () => `/api/Staff/Vendors?Search=owner${pick()}@`,
    'unverified, newest': () => '/api/Staff/Vendors?Verified=false&Sort=Created&Descending=true',
    'engagement requested': () => '/api/Staff/Vendors?Engagement=Requested&Sort=LastActivity&Descending=true',
    'needs reply': () => '/api/Staff/Vendors?NeedsReply=true',
    'certified, missing documents': () => '/api/Staff/Vendors?CertificationId=101&MissingRequiredDocuments=true',
    'contacts awaiting approval': () => '/api/Staff/Vendors?ContactsAwaitingApproval=true',
    dashboard: () => '/api/Staff/Vendors/Dashboard',
  };
  // Offset paging walks past every earlier row: timed apart, as a page nobody opens by hand.
  const atypical = { 'page 2,000 of 50': () => '/api/Staff/Vendors?Page=2000&PageSize=50' };
  const all = [];
  for (const [label, url] of Object.entries({ ...queries, ...atypical })) {
    for (let i = 0; i < 3; i += 1) await fetch(`${product.base}${url()}`, { headers });
    const timings = [];
    for (let i = 0; i < rounds; i += 1) {
      const start = performance.now();
      const response = await fetch(`${product.base}${url()}`, { headers });
      const answer = await response.json();
      timings.push(performance.now() - start);
      if (!answer.Success) throw new Error(`${label} failed: ${JSON.stringify(answer)}`);
    }
    timings.sort((a, b) => a - b);
    if (label in queries) all.push(...timings);
    console.log(
      `${label.padEnd(30)} p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms`,
    );
  }
  const exportStart = performance.now();
  const csv = await (await fetch(`${product.base}/api/Staff/Vendors/Export?Verified=false`, { headers })).text();
  console.log(
    `CSV export of ${csv.split('\r\n').length - 2} unverified vendors: ${((performance.now() - exportStart) / 1000).toFixed(1)} s`,
  );
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  console.log(
    `typical directory queries over ${count} vendors on ${product.database}, ${all.length} requests one at a time: p50 ${percentile(all, 50).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms (target p95 ≤ ${DIRECTORY_P95_TARGET_MS} ms)`,
  );
  process.exitCode = p95 <= DIRECTORY_P95_TARGET_MS ? 0 : 1;
} finally {
  await product.stop();
}
