import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CAPTCHA_PROVIDERS,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@bridgehub/contract';
import { z } from 'zod';

/** The only module that reads the environment (STYLE.md); everything else receives a `Config`. */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** An empty variable counts as unset, so `.env` files may list a name without a value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().min(1);
const url = z.url({ protocol: /^https?$/ });

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the server (e.g. 1) or their addresses or CIDR ranges (e.g. 10.0.0.0/8,192.0.2.7)';

/** An address or a CIDR range narrower than the whole address space, which would trust whatever a client writes. */
const isProxyRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
};

/**
 * The proxies whose X-Forwarded-For entries are believed: a hop count, or their addresses; `false` for none. `true`
 * is refused: it believes the left-most entry, which the client writes, and so escapes every per-address limit.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyRange)) return entries;
  const reason = ['true', 'yes'].includes(text) ? 'true would trust the address the client writes' : 'not understood';
  context.addIssue({ code: 'custom', message: `${reason}: ${TRUST_PROXY_HELP}` });
  return z.NEVER;
});

/**
 * The languages offered, as a comma-separated list of the contract's codes; English is offered whatever the list says
 * (the specification's texts are English) and comes first.
 */
const languageList = z.string().transform((value, context): LanguageCode[] => {
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const unknown = codes.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    context.addIssue({ code: 'custom', message: `unknown ${unknown.join(', ')}: use ${LANGUAGE_CODES.join(',')}` });
    return z.NEVER;
  }
  return LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || codes.includes(code));
});

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(port),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(url),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email()),
  PROGRAM_TIMEZONE: optional(
    z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'not a known IANA time zone'),
  ),
  LANGUAGES: optional(languageList),
  CAPTCHA_PROVIDER: optional(z.enum(CAPTCHA_PROVIDERS)),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  ALTCHA_HMAC_KEY: optional(z.string().min(16)),
  JWT_SECRET: optional(z.string().min(32)),
  ALTCHA_COST: optional(positiveInt),
  ALTCHA_MAX_COUNTER: optional(positiveInt.min(2)),
  MAX_UPLOAD_MB: optional(positiveInt),
  SEED_DEMO: optional(booleanText),
  WEB_DIST_DIR: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(trustProxy),
  RATE_LIMIT_PER_MINUTE: optional(positiveInt),
  LOGIN_LIMIT_PER_EMAIL: optional(positiveInt),
  UNSOLICITED_MAIL_PER_DAY: optional(positiveInt),
  STAFF_ADMIN_EMAIL: optional(z.email()),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid S3 bucket name')),
  S3_ENDPOINT: optional(url),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
});

const S3_SETTINGS = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Env = Record<string, string | undefined>;

/** An S3-compatible bucket for uploads; `endpoint` null means AWS itself. */
export interface S3Config {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Development tools (the mail viewer at /dev/outbox, the test session seam at /dev/session) are served: everywhere
   * but in production. Decided here once, never from a request, whose Host header the client writes.
   */
  hasDevTools: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  programTimezone: string;
  /** The languages the public side and the hub are offered in, English first (LANGUAGES). */
  languages: LanguageCode[];
  captcha:
    | { provider: 'altcha'; hmacKey: string; cost: number; maxCounter: number }
    | { provider: 'recaptcha'; siteKey: string; secretKey: string };
  jwtSecret: string;
  /** The secrets not given in the environment, generated into DATA_DIR: right for processes sharing that directory only. */
  generatedSecrets: ('JWT_SECRET' | 'ALTCHA_HMAC_KEY')[];
  maxUploadBytes: number;
  /** Where uploads go: this bucket when set, else DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Demo content (a vendor, events, a survey, FAQs) goes into a database never seeded: by default everywhere but in production. */
  seedDemo: boolean;
  /** The demo staff share a TOTP secret published in the source: never seeded in production, even with SEED_DEMO. */
  seedDemoStaff: boolean;
  webDistDir: string;
  logLevel: string;
  /** Fastify's `trustProxy`: the number of proxy hops, or the proxies' addresses and ranges, whose word is taken. */
  trustProxy: false | number | string[];
  /** Requests per client address and minute on the public write and search endpoints. */
  rateLimitPerMinute: number;
  /**
   * Sign-in links per e-mail address in a quarter of an hour, registered or not: one client address asking for more
   * is answered 429, and all of them together get no more mails than this.
   */
  loginLimitPerEmail: number;
  /** Mails one address receives in a day because of anonymous requests, each kind apart (infra/mail/unsolicited-mail.ts). */
  unsolicitedMailPerDay: number;
  /** An Administrator created at start when no staff account has this e-mail. */
  staffAdminEmail: string | null;
  mail: { pollIntervalMs: number; retryBaseMs: number; maxAttempts: number; probeIntervalMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

interface Secrets {
  altchaHmacKey: string;
  jwtSecret: string;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR, so links and sessions survive a
 * restart and every process sharing the directory agrees on them.
 */
const readOrCreateSecrets = (dataDir: string): Secrets => {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    altchaHmacKey: randomBytes(32).toString('base64url'),
    jwtSecret: randomBytes(48).toString('base64url'),
  };
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process sharing DATA_DIR wrote it first: use its secrets.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
    throw error;
  }
  chmodSync(file, 0o600);
  return secrets;
};

/** Reads and validates the environment, listing every problem at once. */
export const loadConfig = (env: Env = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Checked apart from the schema so that these show up together with any other problem.
  if (env.CAPTCHA_PROVIDER?.trim() === 'recaptcha') {
    for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']) {
      if (!env[key]?.trim()) problems.push(`${key}: required when CAPTCHA_PROVIDER=recaptcha`);
    }
  }
  const isSet = (key: string) => Boolean(env[key]?.trim());
  if (isSet('S3_BUCKET')) {
    for (const key of S3_SETTINGS) if (!isSet(key)) problems.push(`${key}: required when S3_BUCKET is set`);
  } else {
    const given = [...S3_SETTINGS, 'S3_ENDPOINT'].filter(isSet);
    if (given.length > 0) problems.push(`S3_BUCKET: required when ${given.join(' or ')} is set`);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const listenPort = e.PORT ?? 3000;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  const generatedSecrets = [
    ...(e.JWT_SECRET ? [] : (['JWT_SECRET'] as const)),
    ...(e.CAPTCHA_PROVIDER === 'recaptcha' || e.ALTCHA_HMAC_KEY ? [] : (['ALTCHA_HMAC_KEY'] as const)),
  ];
  const fileSecrets = generatedSecrets.length > 0 ? readOrCreateSecrets(dataDir) : null;
  const jwtSecret = e.JWT_SECRET ?? fileSecrets?.jwtSecret ?? '';
  const nodeEnv = e.NODE_ENV ?? 'development';
  const seedDemo = e.SEED_DEMO ?? nodeEnv !== 'production';

  return {
    nodeEnv,
    hasDevTools: nodeEnv !== 'production',
    port: listenPort,
    host: e.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : 'localhost'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${listenPort}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Bridge Program Vendor Portal <no-reply@localhost>',
    supportEmail: e.SUPPORT_EMAIL ?? 'vendors@bridgehub.example',
    programTimezone: e.PROGRAM_TIMEZONE ?? 'America/Los_Angeles',
    languages: e.LANGUAGES ?? [...LANGUAGE_CODES],
    captcha:
      e.CAPTCHA_PROVIDER === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: e.RECAPTCHA_SITE_KEY ?? '', secretKey: e.RECAPTCHA_SECRET_KEY ?? '' }
        : {
            provider: 'altcha',
            hmacKey: e.ALTCHA_HMAC_KEY ?? fileSecrets?.altchaHmacKey ?? '',
            // Measured: cost 500 with a counter up to 3000 takes ~0.2 s in Node; the widget solves it in about a second.
            cost: e.ALTCHA_COST ?? 500,
            maxCounter: e.ALTCHA_MAX_COUNTER ?? 3000,
          },
    jwtSecret,
    generatedSecrets,
    maxUploadBytes: (e.MAX_UPLOAD_MB ?? 250) * 1024 * 1024,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION ?? '',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    seedDemo,
    seedDemoStaff: seedDemo && nodeEnv !== 'production',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 60,
    loginLimitPerEmail: e.LOGIN_LIMIT_PER_EMAIL ?? 5,
    unsolicitedMailPerDay: e.UNSOLICITED_MAIL_PER_DAY ?? 20,
    staffAdminEmail: e.STAFF_ADMIN_EMAIL ?? null,
    mail: { pollIntervalMs: 5_000, retryBaseMs: 30_000, maxAttempts: 10, probeIntervalMs: 30_000 },
  };
};
