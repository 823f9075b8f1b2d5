import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { attachmentRequests, attachments } from '../../db/schema.ts';

/**
 * The one rule for a missing document (issue 9): a required request is missing until it holds an attached file that
 * staff have not rejected. A file awaiting review counts as submitted. The vendor's banner, the staff dashboard and
 * the directory's filter all read it from here.
 */
export const isRequestMissing = and(
  eq(attachmentRequests.isRequired, true),
  sql`not exists (select 1 from ${attachments} where ${attachments.requestId} = ${attachmentRequests.id} and ${attachments.attachedAt} is not null and ${attachments.reviewStatus} <> 'Rejected')`,
) as SQL;

/** Whether the vendor in `vendorId` (a column of the outer query, or a value) misses a required document. */
export const hasMissingRequiredDocuments = (vendorId: AnyPgColumn | number) =>
  exists(
    sql`(select 1 from ${attachmentRequests} where ${attachmentRequests.vendorId} = ${vendorId} and ${isRequestMissing})`,
  );

/** The descriptions of a vendor's missing documents, in the order they were asked for. */
export const listMissingDocuments = async (db: Database, vendorId: number) =>
  (
    await db
      .select({ description: attachmentRequests.description })
      .from(attachmentRequests)
      .where(and(eq(attachmentRequests.vendorId, vendorId), isRequestMissing))
      .orderBy(asc(attachmentRequests.createdAt), asc(attachmentRequests.id))
  ).map((row) => row.description);
