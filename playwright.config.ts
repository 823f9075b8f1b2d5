import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/sessions.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = port + 25;
// The product starts on a fresh data directory; localhost makes it a dev host (DEV label, /dev/outbox).
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bridgehub-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // `npm test` reads this report for the slowest files (scripts/test.mjs).
    ...(process.env.PLAYWRIGHT_REPORT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_REPORT_FILE }] as const]
      : []),
  ],
  // Whole journeys (the registration walks every rule) on a shared 2-core machine.
  timeout: 120_000,
  // A first visit compiles a lazy chunk; on 2 shared cores that alone can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The browser, the product and the runner share 2 cores; journeys wait on the server much of the time.
  workers: 2,
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Every screen and state is checked for accessibility at a phone's width inside the desktop journeys (fixtures.ts).
    // Walked again on a phone, with touch, is only what a phone changes: the check-in station at the door (the
    // console's menu drawer, the camera, offline), the directory's cards and folded filters; and the toast, which a
    // scan checks at the project's width only (it comes and goes on its own clock).
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /console-check-in\.e2e\.ts|console-directory\.e2e\.ts a coordinator goes|layout\.e2e\.ts toasts are announced/,
    },
  ],
  webServer: [
    // A real SMTP server: mails leave the product as in production and land where /dev/outbox reads them.
    {
      command: 'node --import tsx e2e/mail-sink.ts',
      port: smtpPort,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(smtpPort), OUTBOX_DIR: join(dataDir, 'outbox') },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
        CAPTCHA_PROVIDER: 'altcha',
        ALTCHA_COST: '1',
        // Parallel journeys from one address sign the demo staff in again and again; the limits themselves are tested
        // over HTTP (rate-limit-store, staff-sign-in, unsolicited-mail and two-processes tests) and their screens with a
        // routed 429; the same addresses receive many mails, past the daily cap on unsolicited mail.
        RATE_LIMIT_PER_MINUTE: '10000',
        LOGIN_LIMIT_PER_EMAIL: '10000',
        UNSOLICITED_MAIL_PER_DAY: '10000',
        JWT_SECRET: E2E_JWT_SECRET,
      },
    },
  ],
});
