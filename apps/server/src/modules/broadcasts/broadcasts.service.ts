import {
  type Broadcast,
  type BroadcastEvent,
  type BroadcastPreview,
  type broadcastDraftSchema,
  broadcastMessages,
  type DeliveryCounts,
  type DeliveryPage,
  type DeliveryStatus,
  type deliveriesQuerySchema,
} from '@bridgehub/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  type BroadcastAudience,
  broadcastRecipients,
  broadcasts,
  eventRegistrations,
  events,
  mailOutbox,
  staffAccounts,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUndeliveredMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import type { StaffActor } from '../auth/actor.ts';
import { descriptionToText, sanitizeDescription } from '../events/event-html.ts';
import { describeAudience, listRecipients, toBroadcastAudience, UNSUBSCRIBED } from './broadcast-audience.ts';
import { renderBroadcastMail } from './broadcast-mail.ts';

/** Recipients written per statement when a broadcast is sent. */
const INSERT_CHUNK = 1000;
/** How many events the audience picker offers, newest first. */
const AUDIENCE_EVENTS_MAX = 100;

type BroadcastRow = typeof broadcasts.$inferSelect;

/** A recipient's status: skipped, else read from its mail's outbox row (none yet: queued). */
const deliveryStatus = (maxAttempts: number) => sql<DeliveryStatus>`case
  when ${broadcastRecipients.skippedReason} is not null then 'Skipped'
  when ${mailOutbox.sentAt} is not null then 'Sent'
  when ${mailOutbox.id} is not null and ${isUndeliveredMail(maxAttempts)} then 'Failed'
  else 'Queued' end`;

const noCounts = (): DeliveryCounts => ({ Queued: 0, Sent: 0, Failed: 0, Skipped: 0 });

const countDeliveries = async (db: Database, maxAttempts: number, broadcastIds: number[]) => {
  const counts = new Map<number, DeliveryCounts>(broadcastIds.map((id) => [id, noCounts()]));
  if (broadcastIds.length === 0) return counts;
  const status = deliveryStatus(maxAttempts);
  const rows = await db
    .select({ broadcastId: broadcastRecipients.broadcastId, status, value: count() })
    .from(broadcastRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, broadcastRecipients.mailId))
    .where(inArray(broadcastRecipients.broadcastId, broadcastIds))
    // By position: the status expression carries a parameter, so repeating it would not match the selected one.
    .groupBy(broadcastRecipients.broadcastId, sql.raw('2'));
  for (const row of rows) {
    const tally = counts.get(row.broadcastId);
    if (tally) tally[row.status] = row.value;
  }
  return counts;
};

const toBroadcast = async (
  db: Database,
  row: BroadcastRow & { createdByName: string | null },
  counts: DeliveryCounts,
): Promise<Broadcast> => ({
  BroadcastId: row.id,
  Subject: row.subject,
  // Sanitized on write and again on read, as event descriptions are (DESIGN.md §8).
  BodyHtml: sanitizeDescription(row.bodyHtml),
  Audience: await describeAudience(db, row.audience),
  CreatedBy: row.createdByName ?? '',
  CreatedAt: row.createdAt.toISOString(),
  SentAt: row.sentAt?.toISOString() ?? null,
  Counts: counts,
});

const selectBroadcasts = (db: Database) =>
  db
    .select({
      id: broadcasts.id,
      subject: broadcasts.subject,
      bodyHtml: broadcasts.bodyHtml,
      audience: broadcasts.audience,
      createdBy: broadcasts.createdBy,
      sentAt: broadcasts.sentAt,
      createdAt: broadcasts.createdAt,
      createdByName: staffAccounts.displayName,
    })
    .from(broadcasts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, broadcasts.createdBy));

export const getBroadcast = async (db: Database, deps: ModuleDeps, broadcastId: number) => {
  const [row] = await selectBroadcasts(db).where(eq(broadcasts.id, broadcastId));
  if (!row) throw notFound();
  const counts = await countDeliveries(db, deps.mailMaxAttempts, [row.id]);
  return toBroadcast(db, row, counts.get(row.id) ?? noCounts());
};

/** Drafts first (newest), then sent broadcasts, newest first. */
export const listBroadcasts = async (db: Database, deps: ModuleDeps, query: { Page: number; PageSize: number }) => {
  const [total] = await db.select({ value: count() }).from(broadcasts);
  const rows = await selectBroadcasts(db)
    .orderBy(sql`${broadcasts.sentAt} desc nulls first`, desc(broadcasts.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  const counts = await countDeliveries(
    db,
    deps.mailMaxAttempts,
    rows.map((row) => row.id),
  );
  const items = await Promise.all(rows.map((row) => toBroadcast(db, row, counts.get(row.id) ?? noCounts())));
  return {
    Items: items.map(({ BodyHtml: _body, ...item }) => item),
    Total: total?.value ?? 0,
    Page: query.Page,
    PageSize: query.PageSize,
  };
};

type Draft = z.output<typeof broadcastDraftSchema>;

/** A draft's rules: a subject, a message with words in it (after sanitizing), an audience that exists. */
const checkDraft = async (db: Database, draft: Draft) => {
  if (draft.Subject.trim() === '') throw new AppError('refused', broadcastMessages.subjectRequired);
  const bodyHtml = sanitizeDescription(draft.BodyHtml);
  if (descriptionToText(bodyHtml) === '') throw new AppError('refused', broadcastMessages.bodyRequired);
  return { subject: draft.Subject.trim(), bodyHtml, audience: await toBroadcastAudience(db, draft.Audience) };
};

/** A broadcast that is not a draft any more: sent, or gone. */
const notADraft = async (db: Database, broadcastId: number) => {
  const [row] = await db.select({ id: broadcasts.id }).from(broadcasts).where(eq(broadcasts.id, broadcastId));
  return row ? new AppError('refused', broadcastMessages.alreadySent, 'already_sent') : notFound();
};

export const createBroadcast = async (db: Database, deps: ModuleDeps, caller: StaffActor, draft: Draft) => {
  const checked = await checkDraft(db, draft);
  const [created] = await db
    .insert(broadcasts)
    .values({ ...checked, createdBy: caller.staffId })
    .returning({ id: broadcasts.id });
  if (!created) throw new Error('broadcast not stored');
  return getBroadcast(db, deps, created.id);
};

/** A draft changed; a sent broadcast stays as it went. */
export const updateBroadcast = async (db: Database, deps: ModuleDeps, broadcastId: number, draft: Draft) => {
  const checked = await checkDraft(db, draft);
  const updated = await db
    .update(broadcasts)
    .set(checked)
    .where(and(eq(broadcasts.id, broadcastId), isNull(broadcasts.sentAt)))
    .returning({ id: broadcasts.id });
  if (updated.length === 0) throw await notADraft(db, broadcastId);
  return getBroadcast(db, deps, broadcastId);
};

export const deleteBroadcast = async (db: Database, broadcastId: number) => {
  const deleted = await db
    .delete(broadcasts)
    .where(and(eq(broadcasts.id, broadcastId), isNull(broadcasts.sentAt)))
    .returning({ id: broadcasts.id });
  if (deleted.length === 0) throw await notADraft(db, broadcastId);
};

/** The mail as a recipient would get it, and how many of the audience it would reach and skip right now. */
export const previewBroadcast = async (db: Database, deps: ModuleDeps, draft: Draft): Promise<BroadcastPreview> => {
  const checked = await checkDraft(db, draft);
  const recipients = await listRecipients(db, checked.audience);
  const skipped = recipients.filter((recipient) => recipient.isUnsubscribed).length;
  // The link stands for each recipient's own; this one unsubscribes nobody.
  const mail = renderBroadcastMail(deps, checked, 'preview');
  return { Subject: mail.subject, Html: mail.html, Recipients: recipients.length - skipped, Skipped: skipped };
};

/**
 * Sends a draft: one conditional UPDATE sets `sent_at`, so sending twice (two tabs, a double click, two processes)
 * sends once. Its recipients are written in the same transaction, de-duplicated by address, those who unsubscribed
 * marked skipped; the delivery job queues their mails in batches.
 */
export const sendBroadcast = async (db: Database, deps: ModuleDeps, broadcastId: number) => {
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(broadcasts)
      .set({ sentAt: sql`now()` })
      .where(and(eq(broadcasts.id, broadcastId), isNull(broadcasts.sentAt)))
      .returning({ id: broadcasts.id, audience: broadcasts.audience });
    if (!sent) throw await notADraft(tx, broadcastId);
    const recipients = await listRecipients(tx, sent.audience as BroadcastAudience);
    if (recipients.every((recipient) => recipient.isUnsubscribed)) {
      throw new AppError('refused', broadcastMessages.noRecipients, 'no_recipients');
    }
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      await tx.insert(broadcastRecipients).values(
        recipients.slice(start, start + INSERT_CHUNK).map((recipient) => ({
          broadcastId,
          email: recipient.email,
          name: recipient.name,
          contactId: recipient.contactId,
          skippedReason: recipient.isUnsubscribed ? UNSUBSCRIBED : null,
        })),
      );
    }
  });
  return getBroadcast(db, deps, broadcastId);
};

export const listBroadcastDeliveries = async (
  db: Database,
  deps: ModuleDeps,
  broadcastId: number,
  query: z.output<typeof deliveriesQuerySchema>,
): Promise<DeliveryPage> => {
  const [broadcast] = await db.select({ id: broadcasts.id }).from(broadcasts).where(eq(broadcasts.id, broadcastId));
  if (!broadcast) throw notFound();
  const status = deliveryStatus(deps.mailMaxAttempts);
  const where: SQL | undefined = and(
    eq(broadcastRecipients.broadcastId, broadcastId),
    query.Status ? sql`${status} = ${query.Status}` : undefined,
  );
  const [counts, [total], rows] = await Promise.all([
    countDeliveries(db, deps.mailMaxAttempts, [broadcastId]),
    db
      .select({ value: count() })
      .from(broadcastRecipients)
      .leftJoin(mailOutbox, eq(mailOutbox.id, broadcastRecipients.mailId))
      .where(where),
    db
      .select({
        email: broadcastRecipients.email,
        name: broadcastRecipients.name,
        status,
        sentAt: mailOutbox.sentAt,
        error: mailOutbox.lastError,
      })
      .from(broadcastRecipients)
      .leftJoin(mailOutbox, eq(mailOutbox.id, broadcastRecipients.mailId))
      .where(where)
      .orderBy(sql`lower(${broadcastRecipients.email})`)
      .limit(query.PageSize)
      .offset((query.Page - 1) * query.PageSize),
  ]);
  return {
    Items: rows.map((row) => ({
      Email: row.email,
      Name: row.name,
      Status: row.status,
      SentAt: row.sentAt?.toISOString() ?? null,
      Error: row.status === 'Sent' ? null : row.error,
    })),
    Total: total?.value ?? 0,
    Page: query.Page,
    PageSize: query.PageSize,
    Counts: counts.get(broadcastId) ?? noCounts(),
  };
};

/** Events an audience can name: the newest first, with their registrant and attendee counts. */
export const listBroadcastEvents = async (db: Database): Promise<BroadcastEvent[]> => {
  const isHeld = sql`${eventRegistrations.waitlistedAt} is null and ${eventRegistrations.cancelledAt} is null`;
  const rows = await db
    .select({
      externalId: events.externalId,
      name: events.name,
      startsAt: events.startsAt,
      registrants: sql<number>`count(${eventRegistrations.id}) filter (where ${isHeld})`.mapWith(Number),
      checkedIn:
        sql<number>`count(${eventRegistrations.id}) filter (where ${isHeld} and ${eventRegistrations.checkedInAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(events)
    .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .groupBy(events.id)
    .orderBy(desc(events.startsAt))
    .limit(AUDIENCE_EVENTS_MAX);
  return rows.map((row) => ({
    EventId: row.externalId,
    Name: row.name,
    StartsAt: row.startsAt.toISOString(),
    Registrants: row.registrants,
    CheckedIn: row.checkedIn,
  }));
};
