import { ok, UPLOAD_FIELD } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Bindings } from '../../http/route.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import {
  attachDocument,
  attachToRequest,
  contentDisposition,
  getAttachmentFile,
  getRequestedAttachment,
  uploadAttachment,
} from './attachments.service.ts';

type AttachmentBindings = Pick<
  Bindings,
  'uploadAttachment' | 'attachToRequest' | 'attachDocument' | 'requestAttachment' | 'getAttachment'
>;

export const attachmentRoutes = (db: Database, storage: FileStorage): AttachmentBindings => ({
  uploadAttachment: {
    handle: async ({ caller, request }) => {
      if (!request.isMultipart()) throw new AppError('bad_request', 'Bad Request: multipart/form-data expected', 400);
      const file = await request.file();
      if (file && file.fieldname !== UPLOAD_FIELD) {
        throw new AppError('bad_request', `Bad Request: the file belongs in the field '${UPLOAD_FIELD}'`, 400);
      }
      return ok(await uploadAttachment(db, storage, caller, file));
    },
  },
  attachToRequest: {
    handle: async ({ caller, body }) => {
      await attachToRequest(db, caller, body.RequestId, body.Attachments);
      return ok(null);
    },
  },
  attachDocument: {
    handle: async ({ caller, body }) => {
      await attachDocument(db, caller, body.VendorId, body.Attachments);
      return ok(null);
    },
  },
  requestAttachment: {
    handle: async ({ caller, body }) => ok(await getRequestedAttachment(db, caller, body.RequestId)),
  },
  getAttachment: {
    handle: async ({ caller, query, reply }) => {
      const file = await getAttachmentFile(db, storage, caller, query.attachmentId);
      // DESIGN.md §8: always a download, never rendered by the browser in our origin.
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  },
});
