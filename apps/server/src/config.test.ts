import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('parses apps/server/.env.example', () => {
    const example = parseEnv(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'));
    const config = loadConfig({ ...example, DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.captcha.provider).toBe('altcha');
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '4000' });
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: null,
      smtpUrl: null,
      programTimezone: 'America/Los_Angeles',
      languages: ['en', 'es', 'ru', 'vi', 'zh-Hans', 'zh-Hant', 'ko', 'so', 'ar'],
      maxUploadBytes: 250 * 1024 * 1024,
      seedDemo: true,
      rateLimitPerMinute: 60,
      staffAdminEmail: null,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('offers the languages LANGUAGES lists, English always and first, in the contract order', () => {
    expect(loadConfig({ DATA_DIR: dataDir, LANGUAGES: 'ar, es' }).languages).toEqual(['en', 'es', 'ar']);
    expect(loadConfig({ DATA_DIR: dataDir, LANGUAGES: 'en' }).languages).toEqual(['en']);
    expect(() => loadConfig({ DATA_DIR: dataDir, LANGUAGES: 'es,fr,zh' })).toThrow(/LANGUAGES: unknown fr, zh/);
  });

  it('generates the secrets once and keeps them in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.captcha).toEqual(first.captcha);
  });

  it('prefers secrets from the environment and then writes no file', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'j'.repeat(40),
      ALTCHA_HMAC_KEY: 'a'.repeat(20),
    });
    expect(config.jwtSecret).toBe('j'.repeat(40));
    expect(config.captcha).toMatchObject({ provider: 'altcha', hmacKey: 'a'.repeat(20) });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('treats empty variables as unset and reads SEED_DEMO=false', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', SMTP_URL: ' ', SEED_DEMO: 'false' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeNull();
    expect(config.seedDemo).toBe(false);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        CAPTCHA_PROVIDER: 'recaptcha',
        PROGRAM_TIMEZONE: 'Mars/Olympus',
        STAFF_ADMIN_EMAIL: 'not an address',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'PROGRAM_TIMEZONE',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET_KEY',
      'STAFF_ADMIN_EMAIL',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('seeds demo content by default outside production only, and the demo staff never in production', () => {
    const seedingOf = (env: Record<string, string>) => {
      const { seedDemo, seedDemoStaff } = loadConfig({ DATA_DIR: dataDir, ...env });
      return { seedDemo, seedDemoStaff };
    };
    expect(seedingOf({})).toEqual({ seedDemo: true, seedDemoStaff: true });
    expect(seedingOf({ NODE_ENV: 'test', SEED_DEMO: 'false' })).toEqual({ seedDemo: false, seedDemoStaff: false });
    expect(seedingOf({ NODE_ENV: 'production' })).toEqual({ seedDemo: false, seedDemoStaff: false });
    expect(seedingOf({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toEqual({ seedDemo: true, seedDemoStaff: false });
  });

  it('names the secrets it generated', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).generatedSecrets).toEqual(['JWT_SECRET', 'ALTCHA_HMAC_KEY']);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) }).generatedSecrets).toEqual(['ALTCHA_HMAC_KEY']);
    const recaptcha = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' };
    expect(loadConfig({ DATA_DIR: dataDir, ...recaptcha }).generatedSecrets).toEqual(['JWT_SECRET']);
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(20) }).generatedSecrets,
    ).toEqual([]);
  });

  it('serves development tools everywhere but in production', () => {
    for (const [NODE_ENV, hasDevTools] of [
      ['', true],
      ['development', true],
      ['test', true],
      ['production', false],
    ] as const) {
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV }).hasDevTools, NODE_ENV).toBe(hasDevTools);
    }
  });

  it('takes TRUST_PROXY as a number of proxy hops or the proxies’ addresses and ranges', () => {
    const trustProxyOf = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect([trustProxyOf(''), trustProxyOf('false'), trustProxyOf('0')]).toEqual([false, false, false]);
    expect([trustProxyOf('1'), trustProxyOf(' 2 ')]).toEqual([1, 2]);
    expect(trustProxyOf('10.0.0.0/8, 192.0.2.7,2001:DB8::/32, ::1')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe what the client writes, or that it cannot read', () => {
    const problemOf = (TRUST_PROXY: string) => {
      try {
        loadConfig({ DATA_DIR: dataDir, TRUST_PROXY });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    };
    for (const value of ['true', 'yes', 'TRUE']) {
      expect(problemOf(value), value).toMatch(
        /^TRUST_PROXY: true would trust the address the client writes: give the number of proxies .* or their addresses or CIDR ranges/,
      );
    }
    for (const value of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/33',
      '10.0.0.0/8/8',
      '10.0.0.0/x',
      'proxy.example',
      '-1',
      '1.5',
    ]) {
      expect(problemOf(value), value).toMatch(/^TRUST_PROXY: not understood: give the number of proxies/);
    }
  });

  it('stores uploads in DATA_DIR unless S3_BUCKET names a bucket, with its endpoint, region and keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeNull();
    const s3 = {
      S3_BUCKET: 'bridgehub-uploads',
      S3_REGION: 'us-west-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).s3).toEqual({
      bucket: 'bridgehub-uploads',
      endpoint: null,
      region: 'us-west-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'http://minio:9000' }).s3?.endpoint).toBe(
      'http://minio:9000',
    );
  });

  it('lists the S3 settings that are missing or given without a bucket', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ S3_BUCKET: 'bridgehub-uploads', S3_ENDPOINT: 'ftp://x' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: /),
      'S3_REGION: required when S3_BUCKET is set',
      'S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
    expect(problemsOf({ S3_REGION: 'us-west-2', S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET: required when S3_REGION or S3_ENDPOINT is set',
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'Uploads_2025', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual(['S3_BUCKET: not a valid S3 bucket name']);
  });
});
