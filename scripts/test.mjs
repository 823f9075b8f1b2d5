// `npm test`: the static checks, the unit and API tests (Vitest), then the browser journeys (Playwright), stopping at
// the first phase that fails. Each phase's duration and each runner's ten slowest test files are printed at the end,
// so that a slow run says where its time went. `node scripts/test.mjs unit` (or `check`, `browser`) runs one phase.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printSlowestFiles } from './slowest-test-files.mjs';

const reports = mkdtempSync(join(tmpdir(), 'bridgehub-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const phases = {
  check: ['npm', ['run', 'check']],
  unit: ['npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  browser: ['npx', ['playwright', 'test'], { PLAYWRIGHT_REPORT_FILE: playwrightReport }],
};

const chosen = process.argv.slice(2);
const timings = [];
let status = 0;
for (const [name, [command, args, env]] of Object.entries(phases)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, Date.now() - started]);
  status = run.status ?? 1;
  if (status !== 0) break;
}

console.log('\nTest phases');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
printSlowestFiles('Vitest', vitestReport);
printSlowestFiles('Playwright', playwrightReport);
rmSync(reports, { recursive: true, force: true });
process.exit(status);
