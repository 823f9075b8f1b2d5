import {
  type AccessRequestState,
  type AccessRequestUpdate,
  accessRequestStaffMessages,
  type BarrierReport,
  barrierReportProblems,
  type LanguageAssistanceRequest,
  languageAssistanceProblems,
  messages,
  type StaffAccessRequest,
} from '@bridgehub/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessRequests } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { StaffActor } from '../auth/actor.ts';
import { type AccessRequestRow, acknowledgementMail, supportMail } from './access-request-mail.ts';

type NewRow = typeof accessRequests.$inferInsert;

const STATES: Record<AccessRequestState, string> = { New: 'new', Handled: 'handled' };
const WIRE_STATES: Record<string, AccessRequestState> = { new: 'New', handled: 'Handled' };

/** The first rule broken, refused with a 400 in people's words. */
const refuse = (problems: { message: string }[]) => {
  const [first] = problems;
  if (first) throw new AppError('invalid', first.message);
};

/**
 * Stores a request or report once its captcha checks out, spending the captcha in the same transaction (a refused
 * request keeps the person's answer), with its mails: the acknowledgement when an address is given (capped per
 * address, as every mail an anonymous request causes), and the support mailbox's copy, both through the outbox.
 */
const store = async (db: Database, deps: ModuleDeps, captcha: string, remoteIp: string, row: NewRow) => {
  if (captcha === '') throw new AppError('refused', messages.completeCaptcha, 'captcha_missing');
  const receipt = await deps.captcha.check(db, captcha, remoteIp);
  if (!receipt) throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
  await db.transaction(async (tx) => {
    if (!(await deps.captcha.spend(tx, receipt)))
      throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
    const [stored] = await tx.insert(accessRequests).values(row).returning();
    if (!stored) throw new Error('access request insert returned no row');
    if (stored.email !== '') await deps.unsolicitedMail.notice(tx, acknowledgementMail(deps, stored));
    await enqueueMail(tx, supportMail(deps, stored));
  });
};

/** Title VI: a resident asks for free interpretation or translation. */
export const requestLanguageAssistance = async (
  db: Database,
  deps: ModuleDeps,
  request: LanguageAssistanceRequest,
  remoteIp: string,
) => {
  const choice = {
    Name: (request.Name ?? '').trim(),
    Email: (request.Email ?? '').trim(),
    Phone: (request.Phone ?? '').trim(),
    Language: (request.Language ?? '').trim(),
    OtherLanguage: (request.OtherLanguage ?? '').trim(),
    Purpose: (request.Purpose ?? '').trim(),
  };
  refuse(languageAssistanceProblems(choice));
  await store(db, deps, request.Captcha ?? '', remoteIp, {
    kind: 'language',
    name: choice.Name,
    email: choice.Email,
    phone: choice.Phone,
    language: choice.Language,
    otherLanguage: choice.Language === 'other' ? choice.OtherLanguage : '',
    details: choice.Purpose,
    pageLanguage: request.PageLanguage ?? 'en',
  });
};

/** The accessibility statement's report of a barrier. */
export const reportBarrier = async (db: Database, deps: ModuleDeps, report: BarrierReport, remoteIp: string) => {
  const choice = {
    Details: (report.Details ?? '').trim(),
    Page: (report.Page ?? '').trim(),
    Name: (report.Name ?? '').trim(),
    Email: (report.Email ?? '').trim(),
  };
  refuse(barrierReportProblems(choice));
  await store(db, deps, report.Captcha ?? '', remoteIp, {
    kind: 'barrier',
    name: choice.Name,
    email: choice.Email,
    details: choice.Details,
    page: choice.Page,
    pageLanguage: report.PageLanguage ?? 'en',
  });
};

const toStaffAccessRequest = (row: AccessRequestRow): StaffAccessRequest => ({
  Id: row.id,
  Kind: row.kind === 'language' ? 'LanguageAssistance' : 'Barrier',
  Name: row.name,
  Email: row.email,
  Phone: row.phone,
  Language: row.language,
  OtherLanguage: row.otherLanguage,
  Details: row.details,
  Page: row.page,
  PageLanguage: row.pageLanguage,
  State: WIRE_STATES[row.state] ?? 'New',
  Note: row.note,
  CreatedAt: row.createdAt.toISOString(),
  ChangedAt: row.changedAt?.toISOString() ?? null,
  ChangedBy: row.changedByName,
});

/** Every request and report, newest first. */
export const listAccessRequests = async (db: Database): Promise<StaffAccessRequest[]> =>
  (await db.select().from(accessRequests).orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))).map(
    toStaffAccessRequest,
  );

/** Staff set the state and note; the same state and note again changes nothing (and records no change). */
export const updateAccessRequest = async (
  db: Database,
  actor: StaffActor,
  id: number,
  update: AccessRequestUpdate,
): Promise<StaffAccessRequest> =>
  db.transaction(async (tx) => {
    const [found] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update').limit(1);
    if (!found) throw notFound(accessRequestStaffMessages.notFound);
    const state = STATES[update.State];
    const note = update.Note.trim();
    if (found.state === state && found.note === note) return toStaffAccessRequest(found);
    const [changed] = await tx
      .update(accessRequests)
      .set({ state, note, changedAt: sql`now()`, changedBy: actor.staffId, changedByName: actor.displayName })
      .where(eq(accessRequests.id, id))
      .returning();
    if (!changed) throw notFound(accessRequestStaffMessages.notFound);
    return toStaffAccessRequest(changed);
  });
