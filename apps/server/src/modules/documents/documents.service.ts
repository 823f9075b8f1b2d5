import {
  type Attachment,
  type DocumentsAwaitingReview,
  documentMessages,
  messages,
  type RequestDocument,
  type StaffDocumentRequest,
  type VendorDocuments,
} from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachmentRequests, attachments, contacts, documentTypes, vendors } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { intlLocale, recipientI18n } from '../../infra/mail/mail-language.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { attachmentColumns, listDocumentsOf, toAttachment } from '../attachments/attachments.service.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { StaffActor } from '../auth/actor.ts';
import { listMailableContacts } from '../contacts/contacts.service.ts';
import { listMissingDocuments } from './missing-documents.ts';

const getVendorName = async (db: Database, vendorId: number) => {
  const [vendor] = await db.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound();
  return vendor.name;
};

/** What a mail to a vendor says, written for one recipient's language. */
type VendorMailContent = (i18n: I18n) => { subject: string; paragraphs: string[] };

/** Mails every enabled, approved contact of the vendor, each in their language, in the transaction of the change. */
const mailVendor = async (tx: Database, deps: ModuleDeps, vendorId: number, content: VendorMailContent) => {
  for (const contact of await listMailableContacts(tx, vendorId)) {
    const i18n = recipientI18n(deps, contact.preferredLanguage);
    const { subject, paragraphs } = content(i18n);
    await enqueueMail(tx, {
      to: contact.email,
      ...renderMail(
        {
          subject,
          paragraphs: [i18n._({ id: 'Hello {name},', values: { name: contact.firstName } }), ...paragraphs],
          action: { label: i18n._({ id: 'Open the Files tab' }), url: `${deps.publicUrl}/MyBusiness?tab=2` },
          footer: i18n._({ id: 'Questions? Write to {supportEmail}.', values: { supportEmail: deps.supportEmail } }),
        },
        i18n,
      ),
    });
  }
};

/** A due day (YYYY-MM-DD) as the reader's language writes a date. */
const dueDay = (i18n: I18n, day: string) =>
  new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** A real calendar day: '2026-02-30' has the right shape and is not one. */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** Staff ask a vendor for a document; the vendor's contacts are mailed. */
export const requestDocument = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  vendorId: number,
  request: RequestDocument,
): Promise<StaffDocumentRequest> => {
  const description = request.Description.trim();
  if (description === '') throw new AppError('refused', documentMessages.descriptionRequired);
  if (request.DueDate !== null && !isCalendarDay(request.DueDate)) {
    throw new AppError('refused', documentMessages.dueDateInvalid);
  }
  const vendorName = await getVendorName(db, vendorId);
  let documentType = '';
  if (request.DocumentTypeId !== null) {
    const [type] = await db
      .select({ name: documentTypes.name })
      .from(documentTypes)
      .where(eq(documentTypes.id, request.DocumentTypeId));
    if (!type) throw new AppError('refused', messages.documentTypeRequired);
    documentType = type.name;
  }
  const requestId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attachmentRequests)
      .values({
        vendorId,
        description,
        isRequired: request.Required,
        documentTypeId: request.DocumentTypeId,
        dueDate: request.DueDate,
        requestedByStaffId: actor.staffId,
      })
      .returning({ id: attachmentRequests.id });
    if (!row) throw new Error('attachment request insert returned no row');
    await recordChange(tx, actor, {
      vendorId,
      entity: 'attachment-request',
      entityId: row.id,
      action: 'request',
      before: {},
      after: {
        Description: description,
        Required: request.Required,
        DocumentType: documentType,
        DueDate: request.DueDate,
      },
    });
    await mailVendor(tx, deps, vendorId, (i18n) => ({
      subject: i18n._({ id: 'The program requests a document: {description}', values: { description } }),
      paragraphs: [
        documentType
          ? i18n._({
              id: 'The bridge replacement program asks {business} for a document: {description} ({documentType}).',
              values: { business: vendorName, description, documentType },
            })
          : i18n._({
              id: 'The bridge replacement program asks {business} for a document: {description}.',
              values: { business: vendorName, description },
            }),
        ...(request.Required ? [i18n._({ id: 'This document is required.' })] : []),
        ...(request.DueDate
          ? [i18n._({ id: 'Please upload it by {date}.', values: { date: dueDay(i18n, request.DueDate) } })]
          : []),
        i18n._({ id: 'Sign in, open the Files tab of My Business and attach the file to this request.' }),
      ],
    }));
    return row.id;
  });
  const { requests } = await listDocumentsOf(db, vendorId);
  const created = requests.find((item) => item.RequestId === requestId);
  if (!created) throw new Error('created request not found');
  return created;
};

/** A vendor's requested documents and files, for staff. */
export const listVendorDocuments = async (db: Database, vendorId: number): Promise<VendorDocuments> => {
  const vendorName = await getVendorName(db, vendorId);
  const { requests, additional } = await listDocumentsOf(db, vendorId);
  return {
    VendorId: vendorId,
    VendorName: vendorName,
    Requests: requests,
    AdditionalDocuments: additional,
    MissingDocuments: await listMissingDocuments(db, vendorId),
  };
};

const isAwaitingReview = and(eq(attachments.reviewStatus, 'AwaitingReview'), isNotNull(attachments.attachedAt));

/** Files awaiting review across vendors, oldest submission first (the partial index serves this order). */
export const listDocumentsAwaitingReview = async (
  db: Database,
  page: number,
  pageSize: number,
): Promise<DocumentsAwaitingReview> => {
  const rows = await db
    .select({
      ...attachmentColumns,
      VendorId: attachments.vendorId,
      VendorName: vendors.businessName,
      RequestDescription: sql<string>`coalesce(${attachmentRequests.description}, '')`,
      attachedAt: attachments.attachedAt,
      SubmittedBy: sql<string>`coalesce(${contacts.firstName} || ' ' || ${contacts.lastName}, '')`,
    })
    .from(attachments)
    .innerJoin(vendors, eq(vendors.id, attachments.vendorId))
    .leftJoin(contacts, eq(contacts.id, attachments.uploadedByContactId))
    .leftJoin(documentTypes, eq(documentTypes.id, attachments.documentTypeId))
    .leftJoin(attachmentRequests, eq(attachmentRequests.id, attachments.requestId))
    .where(isAwaitingReview)
    .orderBy(asc(attachments.attachedAt), asc(attachments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(attachments).where(isAwaitingReview);
  return {
    Items: rows.map((row) => ({
      ...toAttachment(row),
      VendorId: row.VendorId,
      VendorName: row.VendorName,
      RequestId: row.requestId,
      RequestDescription: row.RequestDescription,
      SubmittedAt: row.attachedAt?.toISOString() ?? '',
      SubmittedBy: row.SubmittedBy,
    })),
    Total: total?.value ?? 0,
    Page: page,
    PageSize: pageSize,
  };
};

/**
 * Staff accept a submitted file or reject it with a reason; the vendor's contacts are mailed. A decision may be
 * changed later (a file accepted by mistake). Pending uploads, not yet submitted, are not reviewable.
 */
export const reviewDocument = async (
  db: Database,
  deps: ModuleDeps,
  actor: StaffActor,
  attachmentId: number,
  review: { Decision: 'Accepted' | 'Rejected'; Note: string },
): Promise<Attachment> => {
  const note = review.Note.trim();
  if (review.Decision === 'Rejected' && note === '') {
    throw new AppError('refused', documentMessages.rejectionReasonRequired);
  }
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ reviewStatus: attachments.reviewStatus, reviewNote: attachments.reviewNote })
      .from(attachments)
      .where(eq(attachments.id, attachmentId))
      .for('update');
    const [file] = await tx
      .update(attachments)
      .set({
        reviewStatus: review.Decision,
        reviewNote: review.Decision === 'Rejected' ? note : '',
        reviewedAt: sql`now()`,
        reviewedByStaffId: actor.staffId,
      })
      .where(and(eq(attachments.id, attachmentId), isNotNull(attachments.attachedAt)))
      .returning({ vendorId: attachments.vendorId, fileName: attachments.fileName });
    if (!file) throw notFound();
    await recordChange(tx, actor, {
      vendorId: file.vendorId,
      entity: 'attachment',
      entityId: attachmentId,
      action: 'review',
      before: { ReviewStatus: previous?.reviewStatus, ReviewNote: previous?.reviewNote },
      after: { ReviewStatus: review.Decision, ReviewNote: review.Decision === 'Rejected' ? note : '' },
    });
    const accepted = review.Decision === 'Accepted';
    const values = { file: file.fileName };
    await mailVendor(tx, deps, file.vendorId, (i18n) =>
      accepted
        ? {
            subject: i18n._({ id: 'Your document was accepted: {file}', values }),
            paragraphs: [i18n._({ id: 'The bridge replacement program reviewed and accepted {file}.', values })],
          }
        : {
            subject: i18n._({ id: 'Your document was not accepted: {file}', values }),
            paragraphs: [
              i18n._({
                id: 'The bridge replacement program reviewed {file} and could not accept it. The reason: {reason}',
                values: { file: file.fileName, reason: note },
              }),
              i18n._({ id: 'Please sign in, open the Files tab of My Business and attach a corrected file.' }),
            ],
          },
    );
    const [row] = await tx
      .select(attachmentColumns)
      .from(attachments)
      .leftJoin(documentTypes, eq(documentTypes.id, attachments.documentTypeId))
      .where(eq(attachments.id, attachmentId));
    if (!row) throw new Error('reviewed attachment not found');
    return toAttachment(row);
  });
};
