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
  vendorTallies,
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

/** The sort's column with the id as tie-breaker, each read by one index; `fromEnd` reads the same order backwards. */
const sortColumn = (filter: VendorDirectoryFilter) =>
  ({ Name: vendors.businessName, Created: vendors.createdAt, LastActivity: vendors.lastActivityAt })[filter.Sort];

const directoryOrder = (filter: VendorDirectoryFilter, fromEnd = false) => {
  const column = sortColumn(filter);
  const direction = (filter.Descending ?? false) !== fromEnd ? desc : asc;
  return [direction(column), direction(vendors.id)];
};

/**
 * Runs a directory query in one read-only snapshot, so a total and the page it counts agree, with the similarity
 * threshold of the name search set, so the GIN index returns only names that can qualify (as the registration's
 * similar-name search does).
 */
const withSearchThreshold = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true)`);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/**
 * The number of vendors matching a filter that is at most Verified, read from the tallies the database keeps
 * (vendor_tallies) instead of counted; undefined for any other filter.
 */
const talliedTotal = async (tx: Database, filter: VendorDirectoryFilter) => {
  if (directoryCondition({ ...filter, Verified: undefined }) !== undefined) return undefined;
  const tallies = await tx.select().from(vendorTallies);
  return tallies
    .filter((tally) => filter.Verified === undefined || tally.isVerified === filter.Verified)
    .reduce((total, tally) => total + tally.vendors, 0);
};

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

/**
 * One page of a filter the tallies count, down the sort's index. A page past the middle is read from the other end
 * (the total says where), so no page walks past more than half of the vendors.
 */
const talliedPageIds = async (tx: Database, query: VendorDirectoryQuery, total: number, offset: number) => {
  const fromEnd = offset + query.PageSize / 2 > total / 2;
  const limit = fromEnd ? Math.min(query.PageSize, total - offset) : query.PageSize;
  if (limit <= 0) return [];
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(directoryCondition(query))
    .orderBy(...directoryOrder(query, fromEnd))
    .limit(limit)
    .offset(fromEnd ? Math.max(0, total - offset - query.PageSize) : offset);
  const ids = rows.map((row) => row.id);
  return fromEnd ? ids.reverse() : ids;
};

/**
 * One page of any other filter and how many vendors match, in one pass over them (a window count), where a separate
 * count would find them again. The count sits in a subquery so that the planner plans for every match: with the
 * page's LIMIT in view it walks the sort's index and probes each of 100,000 vendors (bench/vendor-directory.mjs).
 */
const countedPage = async (tx: Database, query: VendorDirectoryQuery, offset: number) => {
  const condition = directoryCondition(query);
  const matched = tx
    .select({ id: vendors.id, key: sortColumn(query), total: sql<number>`count(*) over ()`.as('total') })
    .from(vendors)
    .where(condition)
    .as('matched');
  const direction = query.Descending ? desc : asc;
  const rows = await tx
    .select({ id: matched.id, total: matched.total })
    .from(matched)
    .orderBy(direction(matched.key), direction(matched.id))
    .limit(query.PageSize)
    .offset(offset);
  // A page past the last one has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : await countWhere(tx, condition);
  return { ids: rows.map((row) => row.id), total };
};

/** GET /api/Staff/Vendors: one page of the filtered, sorted directory and how many vendors match. */
export const listDirectory = (db: Database, query: VendorDirectoryQuery) =>
  withSearchThreshold(db, async (tx) => {
    const offset = (query.Page - 1) * query.PageSize;
    const tallied = await talliedTotal(tx, query);
    const { ids, total } =
      tallied === undefined
        ? await countedPage(tx, query, offset)
        : { ids: await talliedPageIds(tx, query, tallied, offset), total: tallied };
    return { Items: await rowsOf(tx, ids), Total: total, Page: query.Page, PageSize: query.PageSize };
  });

const EXPORT_BATCH = 1000;

/** The vendors after `lastId` in the sort's order, whose index finds them without walking the earlier ones. */
const sortedAfter = (filter: VendorDirectoryFilter, lastId: number) => {
  const column = sortColumn(filter);
  const key = sql`(${column}, ${vendors.id})`;
  const last = sql`((select ${column} from ${vendors} where ${vendors.id} = ${lastId}), ${lastId}::integer)`;
  return filter.Descending ? sql`${key} < ${last}` : sql`${key} > ${last}`;
};

/** Every vendor of the filtered directory, a batch at a time, for the CSV export. */
export async function* directoryBatches(db: Database, filter: VendorDirectoryFilter) {
  for (let lastId: number | undefined; ; ) {
    const after = lastId;
    const rows = await withSearchThreshold(db, async (tx) => {
      const ids = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(directoryCondition(filter), after === undefined ? undefined : sortedAfter(filter, after)))
        .orderBy(...directoryOrder(filter))
        .limit(EXPORT_BATCH);
      return rowsOf(
        tx,
        ids.map((row) => row.id),
      );
    });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows[rows.length - 1]?.VendorId;
  }
}

const countWhere = async (db: Database, condition: SQL | undefined) => {
  const [row] = await db.select({ value: count() }).from(vendors).where(condition);
  return row?.value ?? 0;
};

/** GET /api/Staff/Vendors/Dashboard: what needs staff now, each with the directory filter that lists it. */
export const getVendorDashboard = async (db: Database): Promise<VendorDashboard> => {
  // One statement: the unverified from the tallies, the rest counted where each waits (each a partial index).
  const countOf = (table: SQL, condition: SQL | undefined) =>
    sql<number>`(select count(*)::int from ${table} where ${condition})`.mapWith(Number);
  const [counts] = await db
    .select({
      unverified: vendorTallies.vendors,
      engagement: countOf(
        sql`${engagementRequests}`,
        sql`${engagementRequests.approvedAt} is null and ${engagementRequests.declinedAt} is null`,
      ),
      chats: countOf(sql`${chats}`, chatAwaitsReply),
      documents: countOf(sql`${attachments}`, documentAwaitsReview),
      contacts: countOf(sql`${contacts}`, contactAwaitsApproval),
    })
    .from(vendorTallies)
    .where(eq(vendorTallies.isVerified, false));
  return {
    AwaitingVerification: { Count: counts?.unverified ?? 0, Filter: { Verified: 'false' } },
    EngagementRequests: { Count: counts?.engagement ?? 0, Filter: { Engagement: 'Requested' } },
    ChatsAwaitingReply: { Count: counts?.chats ?? 0, Filter: { NeedsReply: 'true' } },
    DocumentsAwaitingReview: { Count: counts?.documents ?? 0, Filter: { DocumentsAwaitingReview: 'true' } },
    ContactsAwaitingApproval: { Count: counts?.contacts ?? 0, Filter: { ContactsAwaitingApproval: 'true' } },
  };
};
