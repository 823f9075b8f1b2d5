import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/api-support.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// The product starts on a fresh data directory; localhost makes it a dev host (DEV label, /dev/outbox).
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bridgehub-e2e-')),
      PUBLIC_URL: baseURL,
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_COST: '1',
      JWT_SECRET: E2E_JWT_SECRET,
    },
  },
});
