import path from 'node:path';
import type { LanguageCode } from '@bridgehub/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BackgroundTasks } from './infra/background.ts';
import { type Captcha, createCaptcha, type Fetch } from './infra/captcha/captcha.ts';
import { createUnsolicitedMail, type UnsolicitedMail } from './infra/mail/unsolicited-mail.ts';
import { createFileStorage, type FileStorage } from './infra/storage/file-storage.ts';
import { createS3Storage } from './infra/storage/s3-storage.ts';
import { createUpcomingEvents, type UpcomingEvents } from './modules/events/events.routes.ts';

/** Sign-in links per e-mail address are counted over this window. */
const LOGIN_LIMIT_WINDOW_MS = 15 * 60_000;

/**
 * What every module receives, built once by `app.ts`: the route factories take it whole, and so do services that need
 * more than the database. A service takes the database, or the transaction it runs in, first and this second; it never
 * reaches for `db` here inside a transaction (PGlite has one connection, so that would wait on itself).
 */
export interface ModuleDeps {
  db: Database;
  /** The product's address, for the links mails carry (PUBLIC_URL). */
  publicUrl: string;
  /** The vendor support address that mails and pages show. */
  supportEmail: string;
  /** The program's zone: an event's days, and the times mails show, are its wall clock. */
  programTimezone: string;
  /** The languages offered (LANGUAGES): a mail goes in its recipient's language while it is offered, else English. */
  languages: readonly LanguageCode[];
  /** Signs tokens, tickets and the links mails carry (JWT_SECRET). */
  jwtSecret: string;
  /** Sign-in links per e-mail and client address, and the window they are counted over. */
  loginLimit: { max: number; windowMs: number };
  /** The mail worker's attempts: a mail that used them all is a failed delivery. */
  mailMaxAttempts: number;
  /** The clock of the mails sent at a time of their own (reminders), so tests move time instead of waiting for it. */
  clock: () => Date;
  captcha: Captcha;
  unsolicitedMail: UnsolicitedMail;
  storage: FileStorage;
  /** Work a request starts and does not wait for (the sign-in mail). */
  background: BackgroundTasks;
  /** The events list's shared answer; a change in the console invalidates it. */
  upcomingEvents: UpcomingEvents;
  /** Starts a broadcast delivery pass now rather than at the next tick, once a send has committed. */
  deliverBroadcastsNow: () => void;
}

/** The parts of `ModuleDeps` that come from running the app rather than from its configuration. */
export interface Wiring {
  db: Database;
  background: BackgroundTasks;
  /** reCAPTCHA's siteverify is reached through this; tests pass a fake because Google is unreachable from them. */
  fetch?: Fetch | undefined;
  deliverBroadcastsNow: () => void;
}

export const createModuleDeps = (config: Config, wiring: Wiring): ModuleDeps => {
  const loginLimit = { max: config.loginLimitPerEmail, windowMs: LOGIN_LIMIT_WINDOW_MS };
  return {
    db: wiring.db,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    programTimezone: config.programTimezone,
    languages: config.languages,
    jwtSecret: config.jwtSecret,
    loginLimit,
    mailMaxAttempts: config.mail.maxAttempts,
    clock: () => new Date(),
    captcha: createCaptcha(config.captcha, wiring.fetch),
    unsolicitedMail: createUnsolicitedMail(config.unsolicitedMailPerDay, loginLimit),
    storage: config.s3 ? createS3Storage(config.s3) : createFileStorage(path.join(config.dataDir, 'uploads')),
    background: wiring.background,
    upcomingEvents: createUpcomingEvents(wiring.db),
    deliverBroadcastsNow: wiring.deliverBroadcastsNow,
  };
};
