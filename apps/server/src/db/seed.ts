import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { seedDemoEvents } from './demo-events.ts';
import {
  BUSINESS_CLASSIFICATIONS,
  CERTIFICATION_GROUPS,
  DEMO_FAQS,
  DOCUMENT_TYPES,
  PUBLIC_ORGANIZATIONS,
  STATES,
} from './lookups-data.ts';
import {
  appSettings,
  businessClassifications,
  certificationGroups,
  certifications,
  documentTypes,
  faqs,
  publicOrganizations,
  states,
  vendors,
} from './schema.ts';

type IdNameTable = typeof states | typeof businessClassifications | typeof publicOrganizations | typeof documentTypes;

const upsertIdNames = async (db: Database, table: IdNameTable, rows: readonly { Id: number; Name: string }[]) => {
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows.map((row) => ({ id: row.Id, name: row.Name })))
    .onConflictDoUpdate({ target: table.id, set: { name: sql.raw('excluded.name') } });
};

const isEmpty = async (db: Database, table: PgTable) => {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
};

/**
 * Runs on every start and is idempotent: lookup lists are upserted by id (rows are never deleted, stored vendors
 * refer to them); demo content goes only into a database that has never had any.
 */
export const seedDatabase = async (db: Database, options: { seedDemo: boolean; programTimezone?: string }) => {
  await db.transaction(async (tx) => {
    await upsertIdNames(tx, states, STATES);
    await upsertIdNames(tx, businessClassifications, BUSINESS_CLASSIFICATIONS);
    await upsertIdNames(tx, publicOrganizations, PUBLIC_ORGANIZATIONS);
    await upsertIdNames(tx, documentTypes, DOCUMENT_TYPES);

    for (const [groupIndex, group] of CERTIFICATION_GROUPS.entries()) {
      const [stored] = await tx
        .insert(certificationGroups)
        .values({ name: group.Name, label: group.Label, link: group.Link, sortOrder: groupIndex })
        .onConflictDoUpdate({
          target: certificationGroups.name,
          set: { label: group.Label, link: group.Link, sortOrder: groupIndex },
        })
        .returning({ id: certificationGroups.id });
      if (!stored || group.CertificationDTOs.length === 0) continue;
      await tx
        .insert(certifications)
        .values(
          group.CertificationDTOs.map((c, index) => ({ id: c.Id, groupId: stored.id, name: c.Name, sortOrder: index })),
        )
        .onConflictDoUpdate({
          target: certifications.id,
          set: {
            groupId: sql.raw('excluded.group_id'),
            name: sql.raw('excluded.name'),
            sortOrder: sql.raw('excluded.sort_order'),
          },
        });
    }

    if (!options.seedDemo) return;
    // The marker keeps staff-deleted demo rows deleted; the emptiness checks keep demo data out of a real database.
    const isFresh = (await isEmpty(tx, vendors)) && (await isEmpty(tx, faqs));
    if (!isFresh) return;
    const marked = await tx
      .insert(appSettings)
      .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marked.length === 0) return;
    await tx.insert(faqs).values(
      DEMO_FAQS.map((faq, index) => ({
        header: faq.Header,
        body: faq.Body,
        isDefaultOpen: faq.DefaultOpen,
        sortOrder: index,
      })),
    );
    await seedDemoEvents(tx, options.programTimezone ?? 'America/Los_Angeles');
  });
};
