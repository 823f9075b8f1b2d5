import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // Screens in a DOM, the API stubbed at the client's transport (apps/web/src/testing/).
      {
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A form's test types, submits and scans with axe in jsdom: seconds alone, much more on a shared 2-core machine.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // A form's test types, submits and scans with axe in jsdom: seconds alone, much more on a shared 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
