import { createModuleDeps, type ModuleDeps } from '../module-deps.ts';
import type { TestApp } from './app.ts';

/**
 * What the test app's modules receive, built as `app.ts` builds it, for calling a job or a service directly;
 * `override` replaces parts (a job's clock, the support address).
 */
export const testModuleDeps = (t: TestApp, override: Partial<ModuleDeps> = {}): ModuleDeps => ({
  ...createModuleDeps(t.config, { db: t.db, background: t.background, deliverBroadcastsNow: () => {} }),
  ...override,
});
