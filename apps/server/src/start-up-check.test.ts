import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Env, loadConfig } from './config.ts';
import { findUnsafeSettings, StartUpRefused, type StoredState } from './start-up-check.ts';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-start-up-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** A production configuration that is safe as it stands. */
const SAFE_PRODUCTION: Env = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://vendors.example.gov',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.gov:465',
  JWT_SECRET: 'j'.repeat(48),
  ALTCHA_HMAC_KEY: 'a'.repeat(32),
};
const NOTHING_STORED: StoredState = { demoStaff: [] };

const unsafeOf = (env: Env, stored = NOTHING_STORED) =>
  findUnsafeSettings(loadConfig({ DATA_DIR: dataDir, ...env }), stored).map(({ setting, isRefused }) => ({
    setting,
    isRefused,
  }));

describe('the production start-up check', () => {
  it('finds nothing outside production, whatever is set or stored', () => {
    const stored = { demoStaff: [{ id: 1 }] };
    for (const NODE_ENV of ['', 'development', 'test']) expect(unsafeOf({ NODE_ENV }, stored), NODE_ENV).toEqual([]);
  });

  it('finds nothing in a production configuration that sets everything it needs', () => {
    expect(unsafeOf(SAFE_PRODUCTION)).toEqual([]);
    expect(unsafeOf({ ...SAFE_PRODUCTION, SEED_DEMO: 'false' })).toEqual([]);
  });

  it('lists every unsafe setting of a production start at once', () => {
    expect(unsafeOf({ NODE_ENV: 'production' })).toEqual([
      { setting: 'PUBLIC_URL', isRefused: false },
      { setting: 'SMTP_URL', isRefused: false },
      { setting: 'JWT_SECRET and ALTCHA_HMAC_KEY', isRefused: false },
    ]);
  });

  it('refuses an http PUBLIC_URL that crosses a network, and warns about one on this machine only', () => {
    for (const PUBLIC_URL of ['http://vendors.example.gov', 'http://192.0.2.7:3000', 'http://[2001:db8::7]']) {
      expect(unsafeOf({ ...SAFE_PRODUCTION, PUBLIC_URL }), PUBLIC_URL).toEqual([
        { setting: 'PUBLIC_URL', isRefused: true },
      ]);
    }
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(unsafeOf({ ...SAFE_PRODUCTION, PUBLIC_URL }), PUBLIC_URL).toEqual([
        { setting: 'PUBLIC_URL', isRefused: false },
      ]);
    }
  });

  it('warns about each secret generated into DATA_DIR, and about demo content asked for in production', () => {
    expect(unsafeOf({ ...SAFE_PRODUCTION, JWT_SECRET: '' })).toEqual([{ setting: 'JWT_SECRET', isRefused: false }]);
    expect(unsafeOf({ ...SAFE_PRODUCTION, ALTCHA_HMAC_KEY: '' })).toEqual([
      { setting: 'ALTCHA_HMAC_KEY', isRefused: false },
    ]);
    const recaptcha = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' };
    expect(unsafeOf({ ...SAFE_PRODUCTION, ...recaptcha, ALTCHA_HMAC_KEY: '' })).toEqual([]);
    expect(unsafeOf({ ...SAFE_PRODUCTION, SEED_DEMO: 'true' })).toEqual([{ setting: 'SEED_DEMO', isRefused: false }]);
  });

  it('refuses demo staff in the database, saying how to remove or disable them', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...SAFE_PRODUCTION });
    const [demoStaff] = findUnsafeSettings(config, { demoStaff: [{ id: 3 }, { id: 7 }] });
    expect(demoStaff).toMatchObject({ setting: 'demo staff', isRefused: true });
    expect(demoStaff?.message).toContain('delete from staff_accounts where id in (3, 7);');
    expect(demoStaff?.message).toContain('update staff_accounts set is_enabled = false where id in (3, 7);');
  });

  it('refuses with a message listing what to fix, and only what is refused', () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://vendors.example.gov' });
    const unsafe = findUnsafeSettings(config, { demoStaff: [{ id: 3 }] });
    const refused = new StartUpRefused(unsafe.filter((setting) => setting.isRefused));
    const lines = refused.message.split('\n');
    expect(lines[0]).toBe('Not starting: this production configuration is unsafe.');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- demo staff accounts are in the database \(staff_accounts id 3\)/),
      expect.stringMatching(
        /^ {2}- PUBLIC_URL is http:\/\/vendors\.example\.gov: .* Set PUBLIC_URL to the https origin/,
      ),
    ]);
  });
});
