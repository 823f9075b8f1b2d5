// `npm run bench`: every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
let failed = false;
// The similar-name search is measured on both databases the product runs on.
const runs = [
  ['load.mjs'],
  ['vendor-search.mjs'],
  ['vendor-search.mjs', { BENCH_DATABASE: 'postgres' }],
  ['vendor-directory.mjs'],
  ['staff-queues.mjs'],
  ['upload-rss.mjs'],
  ['check-in-search.mjs'],
];
for (const [script, env = {}] of runs) {
  console.log(`\n== ${script}${env.BENCH_DATABASE ? ` (${env.BENCH_DATABASE})` : ''}`);
  const run = spawnSync(process.execPath, [script], { cwd: here, stdio: 'inherit', env: { ...process.env, ...env } });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
