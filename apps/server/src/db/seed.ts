import { HUB_CHAT_TYPE, normalizeOrganizationName, VENDOR_CHAT_TYPE } from '@bridgehub/contract';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
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
  assignments,
  attachmentRequests,
  businessClassifications,
  certificationGroups,
  certifications,
  chatMessages,
  chats,
  contacts,
  documentTypes,
  faqs,
  publicOrganizations,
  staffAccounts,
  states,
  vendorCertifications,
  vendors,
} from './schema.ts';

/** The demo vendor's contacts; `npm start` on a dev host says how to sign in as the first two. */
export const DEMO_CONTACTS = {
  primary: 'jordan.lee@demo-vendor.example',
  editor: 'priya.nair@demo-vendor.example',
  pending: 'sam.ortiz@demo-vendor.example',
  disabled: 'alex.kim@demo-vendor.example',
} as const;

/**
 * The demo staff, signed in with the e-mailed link and a code of this fixed TOTP secret (`npm run staff:code` prints
 * the current one; any authenticator app takes the secret too). The secret is public, so they never exist in
 * production: never seeded there, and a production start refuses while they are enabled (start-up-check.ts).
 */
export const DEMO_STAFF = {
  administrator: 'morgan.blake@program.example',
  coordinator: 'casey.tran@program.example',
} as const;
export const DEMO_TOTP_SECRET = 'BRIDGEHUBDEMOSTAFFTOTPSECRET2345';

/** Enabled staff accounts that are the demo staff or use their published secret, e.g. left from a development run. */
export const findDemoStaff = (db: Database) =>
  db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.isEnabled, true),
        or(
          inArray(sql`lower(${staffAccounts.email})`, Object.values(DEMO_STAFF)),
          eq(staffAccounts.totpSecret, DEMO_TOTP_SECRET),
          eq(staffAccounts.totpPendingSecret, DEMO_TOTP_SECRET),
        ),
      ),
    )
    .orderBy(staffAccounts.id);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * A verified demo vendor with contacts in every state, document requests (one required and missing), assignments and
 * a chat thread with program staff — what the staff console will create once it exists.
 */
const seedDemoVendor = async (tx: Database) => {
  const name = 'Cascadia Span Builders';
  const [vendor] = await tx
    .insert(vendors)
    .values({
      businessName: name,
      normalizedName: normalizeOrganizationName(name),
      dba: 'Cascadia Span',
      description: 'Bridge deck repair, structural steel erection and concrete work for public agencies.',
      ownershipEthnicity: 6,
      businessClassificationId: 2,
      email: 'office@demo-vendor.example',
      phone: 5035550142,
      website: 'www.demo-vendor.example',
      naicNumber: '237310',
      streetAddress: '200 Columbia Way',
      city: 'Vancouver',
      stateId: 48,
      zip: '98660',
      verifiedAt: minutesAgo(60 * 24 * 30),
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('demo vendor insert returned no row');
  await tx.insert(vendorCertifications).values([{ vendorId: vendor.id, certificationId: 101 }]);
  const people = [
    { email: DEMO_CONTACTS.primary, firstName: 'Jordan', lastName: 'Lee', title: 'Owner', isPrimary: true },
    { email: DEMO_CONTACTS.editor, firstName: 'Priya', lastName: 'Nair', title: 'Estimator', isPrimary: false },
    { email: DEMO_CONTACTS.pending, firstName: 'Sam', lastName: 'Ortiz', title: 'Project Manager', isApproved: false },
    { email: DEMO_CONTACTS.disabled, firstName: 'Alex', lastName: 'Kim', title: 'Former Bookkeeper', isEnabled: false },
  ];
  await tx.insert(contacts).values(
    people.map((person) => ({
      vendorId: vendor.id,
      phone: 3605550100,
      isApproved: true,
      isEnabled: true,
      isPrimary: false,
      ...person,
      disabledAt: person.isEnabled === false ? minutesAgo(60 * 24 * 7) : null,
    })),
  );
  await tx.insert(attachmentRequests).values([
    { vendorId: vendor.id, description: 'IRS Form W-9 (signed, current year)', isRequired: true },
    { vendorId: vendor.id, description: 'Certificate of insurance naming both departments', isRequired: true },
    { vendorId: vendor.id, description: 'Photos of recent bridge work', isRequired: false },
  ]);
  await tx.insert(assignments).values([
    { vendorId: vendor.id, description: 'Submit a quote for the north approach deck repair by Friday' },
    { vendorId: vendor.id, description: 'Attend the pre-bid meeting for the steel truss package' },
    { vendorId: vendor.id, description: 'Update your certificate of insurance before it expires' },
  ]);
  const [chat] = await tx
    .insert(chats)
    .values({
      vendorId: vendor.id,
      subject: 'Welcome to the bridge replacement program',
      createdAt: minutesAgo(60 * 26),
    })
    .returning({ id: chats.id });
  if (!chat) throw new Error('demo chat insert returned no row');
  await tx.insert(chatMessages).values([
    {
      chatId: chat.id,
      chatType: HUB_CHAT_TYPE,
      authorName: 'Morgan Blake (Program Office)',
      body: 'Welcome aboard! Please upload your W-9 and certificate of insurance in the Files tab.',
      createdAt: minutesAgo(60 * 26),
    },
    {
      chatId: chat.id,
      chatType: VENDOR_CHAT_TYPE,
      authorName: 'Jordan Lee',
      body: 'Thanks, Morgan. Does the certificate need to name both departments?',
      createdAt: minutesAgo(60 * 25),
    },
    {
      chatId: chat.id,
      chatType: HUB_CHAT_TYPE,
      authorName: 'Morgan Blake (Program Office)',
      body: 'Yes, both departments as additional insured, please.',
      createdAt: minutesAgo(60 * 24),
    },
  ]);
};

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
 * refer to them); demo content goes only into a database that has never had any, the demo staff with it only when
 * asked (`Config.seedDemoStaff`: never in production).
 */
export const seedDatabase = async (
  db: Database,
  options: { seedDemo: boolean; seedDemoStaff?: boolean; programTimezone?: string },
) => {
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
    await seedDemoVendor(tx);
    if (options.seedDemoStaff) {
      await tx.insert(staffAccounts).values([
        {
          email: DEMO_STAFF.administrator,
          displayName: 'Morgan Blake (Program Office)',
          role: 'Administrator',
          totpSecret: DEMO_TOTP_SECRET,
        },
        { email: DEMO_STAFF.coordinator, displayName: 'Casey Tran', role: 'Coordinator', totpSecret: DEMO_TOTP_SECRET },
      ]);
    }
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
