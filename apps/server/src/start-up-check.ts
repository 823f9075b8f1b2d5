import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { findDemoStaff } from './db/seed.ts';

/** What a production start must not go past unnoticed; `isRefused` where running on would be unsafe. */
export interface UnsafeSetting {
  setting: string;
  /** What is wrong and what to do about it. */
  message: string;
  isRefused: boolean;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** What the check reads from the database. */
export interface StoredState {
  demoStaff: { id: number }[];
}

/**
 * The rules of a production start (docs/operations.md, "Before you go live" lists the same). Outside production
 * nothing is unsafe: the defaults are made for one machine.
 */
export const findUnsafeSettings = (config: Config, stored: StoredState): UnsafeSetting[] => {
  if (config.nodeEnv !== 'production') return [];
  const unsafe: UnsafeSetting[] = [];
  if (stored.demoStaff.length > 0) {
    const ids = stored.demoStaff.map((staff) => staff.id).join(', ');
    unsafe.push({
      setting: 'demo staff',
      message:
        `demo staff accounts are in the database (staff_accounts id ${ids}): their addresses or second factor are ` +
        'published in the source code. Delete them ' +
        `(delete from staff_accounts where id in (${ids});) or disable them ` +
        `(update staff_accounts set is_enabled = false where id in (${ids});), then start again`,
      isRefused: true,
    });
  }
  const publicUrl = new URL(config.publicUrl);
  if (publicUrl.protocol !== 'https:') {
    // On this machine alone (the default, a trial, a benchmark) no link crosses a network: it only leads nowhere else.
    const isLoopback = LOOPBACK_HOSTS.includes(publicUrl.hostname);
    unsafe.push({
      setting: 'PUBLIC_URL',
      message:
        `PUBLIC_URL is ${config.publicUrl}: ` +
        (isLoopback
          ? 'the links in mails lead to this machine only. '
          : 'the sign-in and verification tokens in mailed links would travel unencrypted. ') +
        'Set PUBLIC_URL to the https origin people use',
      isRefused: !isLoopback,
    });
  }
  if (!config.smtpUrl) {
    unsafe.push({
      setting: 'SMTP_URL',
      message:
        'SMTP_URL is not set: every mail (sign-in links, verifications, invitations) is written to DATA_DIR/outbox, ' +
        'which nobody reads in production. Set SMTP_URL to a mail relay',
      isRefused: false,
    });
  }
  if (config.generatedSecrets.length > 0) {
    const names = config.generatedSecrets.join(' and ');
    unsafe.push({
      setting: names,
      message:
        `${names} generated into DATA_DIR: processes that do not share that directory refuse each other's sign-ins ` +
        `and captcha answers. Set ${names} explicitly, equal in every process`,
      isRefused: false,
    });
  }
  if (config.seedDemo) {
    unsafe.push({
      setting: 'SEED_DEMO',
      message:
        'SEED_DEMO is on: a demo vendor, demo events and FAQs go into an empty database (demo staff never do in ' +
        'production). Remove SEED_DEMO or set it to false',
      isRefused: false,
    });
  }
  return unsafe;
};

export class StartUpRefused extends Error {
  constructor(readonly refusals: UnsafeSetting[]) {
    super(
      `Not starting: this production configuration is unsafe.\n${refusals.map((unsafe) => `  - ${unsafe.message}`).join('\n')}`,
    );
  }
}

/** Logs every unsafe setting as a warning, all at once, then throws `StartUpRefused` if any of them is refused. */
export const checkStartUp = async (config: Config, db: Database, log: FastifyBaseLogger) => {
  const unsafe = findUnsafeSettings(config, { demoStaff: await findDemoStaff(db) });
  for (const { setting, message } of unsafe) log.warn({ setting }, `UNSAFE IN PRODUCTION: ${message}`);
  const refusals = unsafe.filter((setting) => setting.isRefused);
  if (refusals.length > 0) throw new StartUpRefused(refusals);
};
