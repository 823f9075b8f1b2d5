import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** The web's catalogs and macros, as its build reads them (apps/web/vite.config.ts); the server renders its pages. */
const withMessages = { plugins: [lingui({ macroTransform: true, configPath: 'apps/web/lingui.config.ts' })] };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { ...withMessages, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // Screens in a DOM, the API stubbed at the client's transport (apps/web/src/testing/).
      {
        ...withMessages,
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
        ...withMessages,
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
