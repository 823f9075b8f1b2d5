import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type Attachment,
  fileExtension,
  isAllowedUpload,
  messages,
  OTHER_ID,
  type PendingAttachment,
  type RequestedAttachment,
  type ReviewStatus,
  type StaffDocumentRequest,
  validatePendingAttachment,
} from '@bridgehub/contract';
import type { MultipartFile } from '@fastify/multipart';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { fileTypeStream } from 'file-type';
import type { Database } from '../../db/client.ts';
import { attachmentRequests, attachments, documentTypes } from '../../db/schema.ts';
import { AppError, malformed, notFound, tooLarge } from '../../errors.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import type { VendorActor } from '../auth/actor.ts';
import { assertOwnVendor } from '../auth/policies.ts';

/**
 * What the sniffed content may be for each allowed extension (§5). The bytes must agree with the name: a renamed
 * executable or HTML page is refused however it is called.
 */
const CONTENT_FOR_EXTENSION: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  bmp: ['bmp'],
  tiff: ['tif'],
  gif: ['gif'],
  ico: ['ico', 'cur'],
  ogm: ['ogm', 'ogv', 'ogg', 'ogx'],
  ogv: ['ogv', 'ogm', 'ogg', 'ogx'],
  wmv: ['asf'],
  mpg: ['mpg'],
  mpeg: ['mpg'],
  webm: ['webm'],
  mov: ['mov', 'mp4'],
  mp4: ['mp4', 'm4v', 'mov'],
  m4v: ['m4v', 'mp4', 'mov'],
  avi: ['avi'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  // An .asx is an XML playlist: text, which file-type reports as xml.
  asx: ['xml'],
};

const FILE_NAME_MAX = 255;

/** The name as shown and offered on download: no path, no control characters, at most 255 characters. */
export const cleanFileName = (raw: string) => {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const extension = fileExtension(cleaned);
  return `${cleaned.slice(0, FILE_NAME_MAX - extension.length - 1)}.${extension}`;
};

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * How much of an upload is sniffed before any of it is stored. Magic numbers sit in the first few bytes; an xlsx is
 * told from other zips by its first entries ([Content_Types].xml, or the xl/ folder when that file comes last).
 */
const SNIFF_BYTES = 64 * 1024;

/**
 * POST /api/Attachment/New: sniffs the start of the file while it streams in, refuses it unless its bytes are what
 * its extension says, then streams it to storage under a random key. The multipart limit stops a file over
 * MAX_UPLOAD_MB mid-stream (413); nothing is kept then.
 */
export const uploadAttachment = async (
  db: Database,
  storage: FileStorage,
  caller: VendorActor,
  file: MultipartFile | undefined,
): Promise<number> => {
  if (!file) throw new AppError('invalid', messages.fileRequired);
  const fileName = cleanFileName(file.filename);
  if (!isAllowedUpload(fileName)) {
    await pipeline(file.file, discard());
    throw new AppError('refused', messages.fileTypeNotAllowed, 'file_type');
  }
  const sniffed = await fileTypeStream(Readable.toWeb(file.file), { sampleSize: SNIFF_BYTES });
  const content = Readable.fromWeb(sniffed);
  const allowed = CONTENT_FOR_EXTENSION[fileExtension(fileName)] ?? [];
  if (!sniffed.fileType || !allowed.includes(sniffed.fileType.ext)) {
    await pipeline(content, discard());
    throw file.file.truncated ? tooLarge() : new AppError('refused', messages.fileTypeNotAllowed, 'file_type');
  }
  const stored = await storage.write(content);
  try {
    if (file.file.truncated) throw tooLarge();
    const [row] = await db
      .insert(attachments)
      .values({
        vendorId: caller.vendorId,
        uploadedByContactId: caller.contactId,
        storageKey: stored.key,
        fileName,
        contentType: sniffed.fileType.mime,
        sizeBytes: stored.sizeBytes,
      })
      .returning({ id: attachments.id });
    if (!row) throw new Error('attachment insert returned no row');
    return row.id;
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
};

/** The §3 Attachment of stored rows: AttachmentType is the document type, or the Other Description for other. */
export const attachmentColumns = {
  Id: attachments.id,
  FileName: attachments.fileName,
  AttachmentType: sql<string>`case when ${attachments.documentTypeId} = ${OTHER_ID} then ${attachments.otherDocumentType} else coalesce(${documentTypes.name}, '') end`,
  ReviewStatus: sql<ReviewStatus>`${attachments.reviewStatus}`,
  ReviewNote: attachments.reviewNote,
  requestId: attachments.requestId,
};

const attachedOf = (db: Database, vendorId: number) =>
  db
    .select(attachmentColumns)
    .from(attachments)
    .leftJoin(documentTypes, eq(documentTypes.id, attachments.documentTypeId))
    .where(and(eq(attachments.vendorId, vendorId), isNotNull(attachments.attachedAt)))
    .orderBy(asc(attachments.attachedAt), asc(attachments.id));

export const toAttachment = ({ Id, FileName, AttachmentType, ReviewStatus, ReviewNote }: Attachment): Attachment => ({
  Id,
  FileName,
  AttachmentType,
  ReviewStatus,
  ReviewNote,
});

/** A vendor's requests with their attached files, as staff see them, and its additional documents. */
export const listDocumentsOf = async (db: Database, vendorId: number) => {
  const requests = await db
    .select({ request: attachmentRequests, documentType: documentTypes.name })
    .from(attachmentRequests)
    .leftJoin(documentTypes, eq(documentTypes.id, attachmentRequests.documentTypeId))
    .where(eq(attachmentRequests.vendorId, vendorId))
    .orderBy(asc(attachmentRequests.createdAt), asc(attachmentRequests.id));
  const attached = await attachedOf(db, vendorId);
  const staffRequests: StaffDocumentRequest[] = requests.map(({ request, documentType }) => ({
    Description: request.description,
    Required: request.isRequired,
    RequestId: request.id,
    Attachments: attached.filter((file) => file.requestId === request.id).map(toAttachment),
    DueDate: request.dueDate,
    DocumentTypeId: request.documentTypeId,
    DocumentType: documentType ?? '',
    RequestedAt: request.createdAt.toISOString(),
  }));
  const additional = attached.filter((file) => file.requestId === null).map(toAttachment);
  return { requests: staffRequests, additional };
};

/** The Files tab: requests with their attached files, and the additional documents. */
export const listAttachmentsOf = async (db: Database, vendorId: number) => {
  const { requests, additional } = await listDocumentsOf(db, vendorId);
  const requested: RequestedAttachment[] = requests.map(
    ({ Description, Required, RequestId, Attachments, DueDate }) => ({
      Description,
      Required,
      RequestId,
      Attachments,
      DueDate,
    }),
  );
  return { requested, additional };
};

/** POST /api/Attachment/RequestAttachment (ours): one request of the caller's vendor, with its files. */
export const getRequestedAttachment = async (db: Database, caller: VendorActor, requestId: number) => {
  const { requested } = await listAttachmentsOf(db, caller.vendorId);
  const request = requested.find((item) => item.RequestId === requestId);
  if (!request) throw notFound();
  return request;
};

/**
 * Gives pending uploads their document type and files them under a request or as additional documents. Every id must
 * be a pending upload of the caller's vendor; one that is not answers 404 and nothing is attached.
 */
const attach = async (db: Database, caller: VendorActor, requestId: number | null, pending: PendingAttachment[]) => {
  for (const item of pending) {
    const problem = validatePendingAttachment(item);
    if (problem) throw new AppError('refused', problem);
  }
  const ids = [...new Set(pending.map((item) => item.AttachmentId))];
  if (ids.length !== pending.length) throw malformed('duplicate AttachmentId');
  const typeIds = [...new Set(pending.map((item) => item.DocumentTypeId))];
  const knownTypes = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(inArray(documentTypes.id, typeIds));
  if (knownTypes.length !== typeIds.length) throw new AppError('refused', messages.documentTypeRequired);

  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: attachments.id, attachedAt: attachments.attachedAt })
      .from(attachments)
      .where(and(eq(attachments.vendorId, caller.vendorId), inArray(attachments.id, ids)))
      .for('update');
    if (owned.length !== ids.length) throw notFound();
    if (owned.some((row) => row.attachedAt !== null))
      throw new AppError('refused', messages.attachmentAlreadyAttached, 'attached');
    for (const item of pending) {
      const filed = {
        requestId,
        documentTypeId: item.DocumentTypeId,
        otherDocumentType: item.DocumentTypeId === OTHER_ID ? item.OtherDocumentType.trim() : '',
      };
      await tx
        .update(attachments)
        .set({ ...filed, attachedAt: sql`now()` })
        .where(and(eq(attachments.id, item.AttachmentId), isNull(attachments.attachedAt)));
      await recordChange(tx, caller, {
        vendorId: caller.vendorId,
        entity: 'attachment',
        entityId: item.AttachmentId,
        action: 'attach',
        before: { attached: false },
        after: { attached: true, ...filed },
      });
    }
  });
};

/** POST /api/Attachment/AttachToRequest */
export const attachToRequest = async (
  db: Database,
  caller: VendorActor,
  requestId: number,
  pending: PendingAttachment[],
) => {
  const [request] = await db
    .select({ id: attachmentRequests.id })
    .from(attachmentRequests)
    .where(and(eq(attachmentRequests.id, requestId), eq(attachmentRequests.vendorId, caller.vendorId)));
  if (!request) throw notFound();
  await attach(db, caller, request.id, pending);
};

/** POST /api/Attachment/AttachDocument: additional documents of the caller's vendor. */
export const attachDocument = async (
  db: Database,
  caller: VendorActor,
  vendorId: number,
  pending: PendingAttachment[],
) => {
  assertOwnVendor(caller, vendorId);
  await attach(db, caller, null, pending);
};

/** GET /api/Attachment/Get: a file of the caller's vendor; any other id is not found. */
export const getAttachmentFile = (db: Database, storage: FileStorage, caller: VendorActor, attachmentId: number) =>
  readAttachmentFile(db, storage, attachmentId, caller.vendorId);

/** A stored file with what its download needs; limited to one vendor's files when a vendor id is given. */
export const readAttachmentFile = async (
  db: Database,
  storage: FileStorage,
  attachmentId: number,
  vendorId?: number,
) => {
  const [row] = await db
    .select({
      storageKey: attachments.storageKey,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
    })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), vendorId ? eq(attachments.vendorId, vendorId) : undefined));
  if (!row || !(await storage.exists(row.storageKey))) throw notFound();
  return { ...row, stream: await storage.read(row.storageKey) };
};
