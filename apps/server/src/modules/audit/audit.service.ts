import type { AUDIT_ENTITIES, AuditEntry, AuditQuery } from '@bridgehub/contract';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents, vendors } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';

/** What a record is about; a new kind is added to the contract's list, which the audit filter takes. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface Change {
  vendorId: number;
  entity: AuditEntity;
  entityId: number;
  /** What happened, in a word or two: 'update', 'create', 'approve', 'lock', … */
  action: string;
  /** The entity's fields before (empty for a creation) and after; only the fields that differ are kept. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, as two objects of the same keys. */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
};

/**
 * Records a change to a vendor or what hangs off it, inside the caller's transaction, so the record exists exactly
 * when the change does (DESIGN.md §10). A change that changes no field records nothing. Marks the vendor's last
 * activity.
 */
export const recordChange = async (tx: Database, actor: Actor, change: Change) => {
  const { before, after } = changedFields(change.before, change.after);
  if (Object.keys(after).length === 0) return;
  await tx.insert(auditEvents).values({
    actorKind: actor.kind === 'vendor' ? 'vendor-contact' : 'staff',
    actorId: actor.kind === 'vendor' ? actor.contactId : actor.staffId,
    actorName: actor.kind === 'vendor' ? actor.name : actor.displayName,
    vendorId: change.vendorId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before,
    after,
  });
  await tx.update(vendors).set({ lastActivityAt: sql`now()` }).where(eq(vendors.id, change.vendorId));
};

/** A vendor's audit trail, newest first, filtered and paged. */
export const listAuditEntries = async (db: Database, vendorId: number, query: AuditQuery) => {
  const where = and(
    eq(auditEvents.vendorId, vendorId),
    query.Entity ? eq(auditEvents.entity, query.Entity) : undefined,
    query.ActorKind ? eq(auditEvents.actorKind, query.ActorKind) : undefined,
    query.From ? gte(auditEvents.createdAt, new Date(query.From)) : undefined,
    query.To ? lt(auditEvents.createdAt, new Date(query.To)) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(auditEvents).where(where);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  const items: AuditEntry[] = rows.map((row) => ({
    Id: row.id,
    ActorKind: row.actorKind as AuditEntry['ActorKind'],
    ActorId: row.actorId,
    ActorName: row.actorName,
    Entity: row.entity,
    EntityId: row.entityId,
    Action: row.action,
    Before: row.before,
    After: row.after,
    CreatedAt: row.createdAt.toISOString(),
  }));
  return { Items: items, Total: total?.value ?? 0, Page: query.Page, PageSize: query.PageSize };
};

/** The named fields of a row, for a record's "before" (compared with the values about to be written). */
export const fieldsOf = <T extends object>(row: T, keys: readonly (keyof T & string)[] | object) => {
  const names = (Array.isArray(keys) ? keys : Object.keys(keys)) as (keyof T & string)[];
  return Object.fromEntries(names.map((key) => [key, row[key]])) as Record<string, unknown>;
};
