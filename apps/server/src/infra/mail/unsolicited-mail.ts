import type { Database } from '../../db/client.ts';
import { countHit } from '../rate-limit-store.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

const DAY_MS = 24 * 60 * 60_000;

/** At most `max` mails to one address in a window of `windowMs`. */
export interface MailCap {
  max: number;
  windowMs: number;
}

/** Queues the mail unless its address has had its share; answers whether it was queued. */
export type SendUnsolicitedMail = (tx: Database, mail: OutgoingMail) => Promise<boolean>;

export interface UnsolicitedMail {
  /** A mail an anonymous request causes: a registration's verification or confirmation, an access request's notice. */
  notice: SendUnsolicitedMail;
  /** A sign-in link, vendor or staff: capped per quarter hour too. */
  signInLink: SendUnsolicitedMail;
}

/**
 * Mail that an anonymous request causes goes to an address nobody has shown to hold, so each address receives a
 * bounded number a day, counted in the database every process shares (DESIGN.md §9). The count is taken in the
 * caller's transaction: a request that fails counts nothing. Past the cap the mail is simply not queued and the
 * request answers as it always does. Sign-in links are counted apart from the other kinds, so that a flood of event
 * confirmations (a captcha each) cannot leave a person without a sign-in link.
 */
export const createUnsolicitedMail = (perDay: number, signInPerQuarterHour: MailCap): UnsolicitedMail => {
  const daily = { max: perDay, windowMs: DAY_MS };
  const sendWithin =
    (kind: string, caps: MailCap[]): SendUnsolicitedMail =>
    async (tx, mail) => {
      const address = mail.to.trim().toLowerCase();
      for (const cap of caps) {
        const { hits } = await countHit(tx, `${kind} per ${cap.windowMs} ms`, address, cap.windowMs);
        if (hits > cap.max) return false;
      }
      await enqueueMail(tx, mail);
      return true;
    };
  return {
    notice: sendWithin('unsolicited mail', [daily]),
    signInLink: sendWithin('sign-in mail', [signInPerQuarterHour, daily]),
  };
};
