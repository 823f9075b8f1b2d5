// `npm run bench`: every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
let failed = false;
for (const script of ['load.mjs', 'vendor-search.mjs', 'vendor-directory.mjs', 'staff-queues.mjs', 'upload-rss.mjs']) {
  console.log(`\n== ${script}`);
  const run = spawnSync(process.execPath, [script], { cwd: here, stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
