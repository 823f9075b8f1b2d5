// The ten test files that took longest, from a Vitest or Playwright JSON report. A file's time is its own wall time
// in Vitest, and the sum of its tests' times in Playwright (over every project that runs it).
// `node scripts/slowest-test-files.mjs <title> <report.json>` prints them; `npm test` and CI do.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHOWN = 10;

const vitestFiles = (report) =>
  report.testResults.map((file) => [relative(process.cwd(), file.name), file.endTime - file.startTime]);

const playwrightFiles = (report) => {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...totals];
};

export const printSlowestFiles = (title, reportFile) => {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const files = (report.testResults ? vitestFiles(report) : playwrightFiles(report))
    .sort(([, a], [, b]) => b - a)
    .slice(0, SHOWN);
  console.log(`\n${title}: the ${files.length} slowest test files`);
  for (const [file, ms] of files) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) printSlowestFiles(process.argv[2], process.argv[3]);
