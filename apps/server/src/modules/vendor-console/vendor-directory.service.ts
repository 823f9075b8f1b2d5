import {
  type EngagementStatus,
  normalizeOrganizationName,
  type VendorDashboard,
  type VendorDirectoryFilter,
  type VendorDirectoryQuery,
  type VendorDirectoryRow,
} from '@bridgehub/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  attachmentRequests,
  attachments,
  chatMessages,
  chats,
  contactSearchText,
  contacts,
  engagementRequests,
  states,
  vendorCertifications,
  vendors,
} from '../../db/schema.ts';
import { hasMissingRequiredDocuments, isRequestMissing } from '../documents/missing-documents.ts';
import { SIMILAR_NAME_THRESHOLD } from '../vendors/vendors.service.ts';

/** Names shorter than this after normalizing are matched as text only (a trigram needs three characters). */
const SIMILARITY_MIN_LENGTH = 3;

/** §6 engagement as staff see it; a declined request stays declined until the vendor asks again. */
export const engagementStateSql = sql<'None' | 'Requested' | 'Approved' | 'Declined'>`(
  select case when ${engagementRequests.approvedAt} is not null then 'Approved'
              when ${engagementRequests.declinedAt} is not null then 'Declined'
              else 'Requested' end
  from ${engagementRequests} where ${engagementRequests.vendorId} = ${vendors.id})`;
const engagementOf = sql<string>`coalesce(${engagementStateSql}, 'None')`;

/** A chat whose newest message is the vendor's (ChatType 2) waits for staff (docs/decisions.md). */
const chatAwaitsReply = sql`(select ${chatMessages.chatType} from ${chatMessages} where ${chatMessages.chatId} = ${chats.id}
  order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc limit 1) = 2`;
const needsReply = sql<boolean>`exists (select 1 from ${chats} where ${chats.vendorId} = ${vendors.id} and ${chatAwaitsReply})`;

const missingRequiredDocuments = sql<boolean>`${hasMissingRequiredDocuments(vendors.id)}`;

/** Files submitted (attached) and not yet reviewed: the review queue. */
const documentAwaitsReview = and(isNotNull(attachments.attachedAt), eq(attachments.reviewStatus, 'AwaitingReview'));

const contactAwaitsApproval = and(eq(contacts.isEnabled, true), eq(contacts.isApproved, false));
const contactsAwaitingApproval = sql<number>`(select count(*)::int from ${contacts}
  where ${contacts.vendorId} = ${vendors.id} and ${contactAwaitsApproval})`;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The business name (containing the words typed, or similar to them), the business e-mail, or a contact's name or
 * e-mail. Each branch is answered by its own index and the union is small, so no branch scans the vendors.
 */
const searchCondition = (search: string): SQL | undefined => {
  const term = search.trim().toLowerCase();
  if (term === '') return undefined;
  const normalized = normalizeOrganizationName(term);
  const pattern = likePattern(term);
  const branches = [
    sql`select ${contacts.vendorId} from ${contacts} where ${contactSearchText(contacts)} like ${pattern}`,
  ];
  // An e-mail address has no spaces: words with spaces skip the business e-mail's index.
  if (!/\s/.test(term)) {
    branches.push(sql`select ${vendors.id} from ${vendors} where lower(${vendors.email}) like ${pattern}`);
  }
  if (normalized !== '') {
    branches.push(
      sql`select ${vendors.id} from ${vendors} where ${vendors.normalizedName} like ${likePattern(normalized)}`,
    );
  }
  if (normalized.length >= SIMILARITY_MIN_LENGTH) {
    branches.push(sql`select ${vendors.id} from ${vendors} where ${vendors.normalizedName} % ${normalized}`);
  }
  return sql`${vendors.id} in (${sql.join(branches, sql` union `)})`;
};

/**
 * Each filter is a semi-join on the vendor id (`id in (select vendor_id …)`): PostgreSQL answers it with one hashed
 * scan of the other table, where a correlated subquery would run once per vendor (bench/vendor-directory.mjs).
 */
const vendorIdIn = (ids: SQL) => sql`${vendors.id} in (${ids})`;

const yesNo = (value: boolean | undefined, condition: SQL) =>
  value === undefined ? undefined : value ? condition : sql`not (${condition})`;

const engagementCondition = (state: EngagementStatus) => {
  const withState = (where: SQL) =>
    vendorIdIn(sql`select ${engagementRequests.vendorId} from ${engagementRequests} where ${where}`);
  switch (state) {
    case 'None':
      // An anti-join: twice as fast as `not in` here.
      return sql`not exists (select 1 from ${engagementRequests} where ${engagementRequests.vendorId} = ${vendors.id})`;
    case 'Approved':
      return withState(sql`${engagementRequests.approvedAt} is not null`);
    case 'Declined':
      return withState(sql`${engagementRequests.approvedAt} is null and ${engagementRequests.declinedAt} is not null`);
    case 'Requested':
      return withState(sql`${engagementRequests.approvedAt} is null and ${engagementRequests.declinedAt} is null`);
  }
};

export const directoryCondition = (filter: VendorDirectoryFilter) =>
  and(
    filter.Search ? searchCondition(filter.Search) : undefined,
    yesNo(filter.Verified, sql`${vendors.verifiedAt} is not null`),
    yesNo(filter.Locked, sql`${vendors.isEditingLocked}`),
    filter.Engagement ? engagementCondition(filter.Engagement) : undefined,
    filter.CertificationId
      ? vendorIdIn(
          sql`select ${vendorCertifications.vendorId} from ${vendorCertifications} where ${vendorCertifications.certificationId} = ${filter.CertificationId}`,
        )
      : undefined,
    yesNo(
      filter.MissingRequiredDocuments,
      vendorIdIn(sql`select ${attachmentRequests.vendorId} from ${attachmentRequests} where ${isRequestMissing}`),
    ),
    yesNo(filter.NeedsReply, vendorIdIn(sql`select ${chats.vendorId} from ${chats} where ${chatAwaitsReply}`)),
    yesNo(
      filter.ContactsAwaitingApproval,
      vendorIdIn(sql`select ${contacts.vendorId} from ${contacts} where ${contactAwaitsApproval}`),
    ),
    yesNo(
      filter.DocumentsAwaitingReview,
      vendorIdIn(sql`select ${attachments.vendorId} from ${attachments} where ${documentAwaitsReview}`),
    ),
  );

const directoryOrder = (filter: VendorDirectoryFilter) => {
  const column = { Name: vendors.businessName, Created: vendors.createdAt, LastActivity: vendors.lastActivityAt }[
    filter.Sort
  ];
  const direction = filter.Descending ? desc : asc;
  return [direction(column), direction(vendors.id)];
};

/**
 * Runs a directory query in a transaction that sets the similarity threshold of the name search, so the GIN index
 * returns only names that can qualify (as the registration's similar-name search does).
 */
const withSearchThreshold = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`);
    return work(tx);
  });

/** The directory's columns for the vendors of one page, in the page's order. */
const rowsOf = async (db: Database, ids: number[]): Promise<VendorDirectoryRow[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      dba: vendors.dba,
      email: vendors.email,
      city: vendors.city,
      state: states.name,
      verifiedAt: vendors.verifiedAt,
      isEditingLocked: vendors.isEditingLocked,
      createdAt: vendors.createdAt,
      lastActivityAt: vendors.lastActivityAt,
      contactFirstName: contacts.firstName,
      contactLastName: contacts.lastName,
      contactEmail: contacts.email,
      engagement: engagementOf,
      certifications: sql<
        string[]
      >`array(select c.name from vendor_certifications vc join certifications c on c.id = vc.certification_id where vc.vendor_id = ${vendors.id} order by c.name)`,
      missingRequiredDocuments,
      needsReply,
      contactsAwaitingApproval,
    })
    .from(vendors)
    .innerJoin(states, eq(states.id, vendors.stateId))
    .leftJoin(contacts, and(eq(contacts.vendorId, vendors.id), eq(contacts.isPrimary, true)))
    .where(inArray(vendors.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        VendorId: row.id,
        BusinessName: row.businessName,
        DBA: row.dba,
        Email: row.email,
        PrimaryContactName: `${row.contactFirstName ?? ''} ${row.contactLastName ?? ''}`.trim(),
        PrimaryContactEmail: row.contactEmail ?? '',
        City: row.city,
        State: row.state,
        Verified: row.verifiedAt !== null,
        Engagement: row.engagement as VendorDirectoryRow['Engagement'],
        Certifications: row.certifications,
        MissingRequiredDocuments: row.missingRequiredDocuments,
        NeedsReply: row.needsReply,
        ContactsAwaitingApproval: row.contactsAwaitingApproval,
        Locked: row.isEditingLocked,
        CreatedAt: new Date(row.createdAt).toISOString(),
        LastActivityAt: new Date(row.lastActivityAt).toISOString(),
      },
    ];
  });
};

const pageIds = (tx: Database, filter: VendorDirectoryFilter, limit: number, offset: number) =>
  tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(directoryCondition(filter))
    .orderBy(...directoryOrder(filter))
    .limit(limit)
    .offset(offset);

/** GET /api/Staff/Vendors: one page of the filtered, sorted directory and how many vendors match. */
export const listDirectory = (db: Database, query: VendorDirectoryQuery) =>
  withSearchThreshold(db, async (tx) => {
    const [total] = await tx.select({ value: count() }).from(vendors).where(directoryCondition(query));
    const ids = await pageIds(tx, query, query.PageSize, (query.Page - 1) * query.PageSize);
    return {
      Items: await rowsOf(
        tx,
        ids.map((row) => row.id),
      ),
      Total: total?.value ?? 0,
      Page: query.Page,
      PageSize: query.PageSize,
    };
  });

const EXPORT_BATCH = 1000;

/** Every vendor of the filtered directory, a batch at a time, for the CSV export. */
export async function* directoryBatches(db: Database, filter: VendorDirectoryFilter) {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await withSearchThreshold(db, async (tx) =>
      rowsOf(
        tx,
        (await pageIds(tx, filter, EXPORT_BATCH, offset)).map((row) => row.id),
      ),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

const countWhere = async (db: Database, condition: SQL | undefined) => {
  const [row] = await db.select({ value: count() }).from(vendors).where(condition);
  return row?.value ?? 0;
};

/** GET /api/Staff/VendorDashboard: what needs staff now, each with the directory filter that lists it. */
export const getVendorDashboard = async (db: Database): Promise<VendorDashboard> => {
  const [chatsWaiting] = await db.select({ value: count() }).from(chats).where(chatAwaitsReply);
  const [documentsWaiting] = await db.select({ value: count() }).from(attachments).where(documentAwaitsReview);
  const [contactsWaiting] = await db.select({ value: count() }).from(contacts).where(contactAwaitsApproval);
  return {
    AwaitingVerification: {
      Count: await countWhere(db, directoryCondition({ Verified: false, Sort: 'Name' })),
      Filter: { Verified: 'false' },
    },
    EngagementRequests: {
      Count: await countWhere(db, directoryCondition({ Engagement: 'Requested', Sort: 'Name' })),
      Filter: { Engagement: 'Requested' },
    },
    ChatsAwaitingReply: { Count: chatsWaiting?.value ?? 0, Filter: { NeedsReply: 'true' } },
    DocumentsAwaitingReview: { Count: documentsWaiting?.value ?? 0, Filter: { DocumentsAwaitingReview: 'true' } },
    ContactsAwaitingApproval: { Count: contactsWaiting?.value ?? 0, Filter: { ContactsAwaitingApproval: 'true' } },
  };
};
