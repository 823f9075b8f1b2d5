import { type Faq, type FaqDraft, faqMessages } from '@bridgehub/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

/** §3 FAQ list, in the order staff gave it. */
export const listFaqs = (db: Database): Promise<Faq[]> =>
  db
    .select({ Id: faqs.id, Header: faqs.header, Body: faqs.body, DefaultOpen: faqs.isDefaultOpen })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));

/** Header and Body are plain text (the public page shows them as text); both are needed. */
const checkDraft = (draft: FaqDraft) => {
  if (draft.Header.trim() === '') throw new AppError('refused', faqMessages.headerRequired);
  if (draft.Body.trim() === '') throw new AppError('refused', faqMessages.bodyRequired);
  return { header: draft.Header.trim(), body: draft.Body.trim(), isDefaultOpen: draft.DefaultOpen };
};

/** A new FAQ goes last. */
export const createStaffFaq = async (db: Database, draft: FaqDraft) => {
  const fields = checkDraft(draft);
  await db
    .insert(faqs)
    .values({ ...fields, sortOrder: sql`(select coalesce(max(${faqs.sortOrder}), -1) + 1 from ${faqs})` });
  return listFaqs(db);
};

export const updateStaffFaq = async (db: Database, faqId: number, edit: FaqDraft) => {
  const fields = checkDraft(edit);
  const [updated] = await db.update(faqs).set(fields).where(eq(faqs.id, faqId)).returning({ id: faqs.id });
  if (!updated) throw notFound();
  return listFaqs(db);
};

/** Swaps an FAQ with its neighbour; the first cannot go up nor the last down (the list stays as it is). */
export const moveStaffFaq = async (db: Database, faqId: number, direction: 'Up' | 'Down') => {
  await db.transaction(async (tx) => {
    // Renumbered under a lock, so two moves at once never leave equal sort orders.
    const ordered = await tx
      .select({ id: faqs.id })
      .from(faqs)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id))
      .for('update');
    const from = ordered.findIndex((row) => row.id === faqId);
    if (from === -1) throw notFound();
    const to = direction === 'Up' ? from - 1 : from + 1;
    const moved = ordered[from];
    const other = ordered[to];
    if (!moved || !other) return;
    ordered[to] = moved;
    ordered[from] = other;
    for (const [index, row] of ordered.entries()) {
      await tx.update(faqs).set({ sortOrder: index }).where(eq(faqs.id, row.id));
    }
  });
  return listFaqs(db);
};

export const deleteStaffFaq = async (db: Database, faqId: number) => {
  const [deleted] = await db.delete(faqs).where(eq(faqs.id, faqId)).returning({ id: faqs.id });
  if (!deleted) throw notFound();
  return listFaqs(db);
};
