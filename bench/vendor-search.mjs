// Similar-name search with 100,000 vendors: starts the product on a fresh database (PGlite, or PostgreSQL with
// BENCH_DATABASE=postgres), inserts generated
// vendors (names built from common surnames, trades and legal forms, as real registrations look), then times
// `GET /api/Vendor/Search` for names one typo away from a stored one, and for names of nobody, one request at a time.
// Target: p95 ≤ 20 ms. Environment: BENCH_DATABASE (pglite), BENCH_DATABASE_URL (PostgreSQL's admin URL; default the
// local socket as root), BENCH_PORT
// (3420), BENCH_VENDORS (100000), BENCH_SEARCHES (300).
// Usage: node bench/vendor-search.mjs
import { randomBytes } from 'node:crypto';
import { register } from 'tsx/esm/api';
import { percentile, startProduct, vendorName } from './support.mjs';

register();
const { normalizeOrganizationName } = await import('../packages/contract/src/rules.ts');

const port = Number(process.env.BENCH_PORT ?? 3420);
const vendorCount = Number(process.env.BENCH_VENDORS ?? 100_000);
const searchCount = Number(process.env.BENCH_SEARCHES ?? 300);
export const SEARCH_P95_TARGET_MS = 20;

/** One letter changed in the middle of a word: what a person mistypes. */
const typo = (name) => {
  const at = 1 + Math.floor(Math.random() * (name.length - 2));
  return name[at] === ' ' ? name : `${name.slice(0, at)}${name[at] === 'e' ? 'a' : 'e'}${name.slice(at + 1)}`;
};

const started = Date.now();
const product = await startProduct({
  port,
  seed: async (query) => {
    for (let from = 0; from < vendorCount; from += 5_000) {
      const names = Array.from({ length: Math.min(5_000, vendorCount - from) }, (_, i) => vendorName(from + i));
      await query(
        `insert into vendors (business_name, normalized_name, email, street_address, city, state_id, zip)
         select name, normalized, 'office@example.com', '1 Main St', 'Vancouver', (select min(id) from states), '98660'
         from unnest($1::text[], $2::text[]) as v(name, normalized)`,
        [names, names.map(normalizeOrganizationName)],
      );
    }
    await query('analyze vendors');
    const [{ count }] = (await query('select count(*)::int as count from vendors')).rows;
    return count;
  },
});
try {
  const count = product.seeded;
  console.log(
    `${count} vendors inserted, product ready on ${product.database} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const queries = Array.from({ length: searchCount }, (_, i) =>
    i % 3 === 2 ? `Zyx${randomBytes(3).toString('hex')} Holdings` : typo(vendorName(Math.floor(Math.random() * count))),
  );
  for (const name of queries.slice(0, 20))
    await fetch(`${product.base}/api/Vendor/Search?${new URLSearchParams({ name })}`);
  const timings = [];
  let found = 0;
  for (const name of queries) {
    const start = performance.now();
    const answer = await (await fetch(`${product.base}/api/Vendor/Search?${new URLSearchParams({ name })}`)).json();
    timings.push(performance.now() - start);
    if (!answer.Success) throw new Error(`search failed: ${JSON.stringify(answer)}`);
    if (answer.Response.length > 0) found += 1;
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `similar-name search over ${count} vendors on ${product.database}, ${searchCount} searches one at a time: ` +
      `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms ` +
      `(target p95 ≤ ${SEARCH_P95_TARGET_MS} ms); ${found} found similar names`,
  );
} finally {
  await product.stop();
}
