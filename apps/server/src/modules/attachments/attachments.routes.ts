import type { Readable } from 'node:stream';
import { type attachmentRoutes, ok, UPLOAD_FIELD } from '@bridgehub/contract';
import type { FastifyReply } from 'fastify';
import { malformed } from '../../errors.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  attachDocument,
  attachToRequest,
  getAttachmentFile,
  getRequestedAttachment,
  uploadAttachment,
} from './attachments.service.ts';

/** The parser's own errors (its limits) carry their status; any other means the body is not well-formed multipart. */
const uploadError = (error: unknown) =>
  typeof (error as { statusCode?: unknown }).statusCode === 'number'
    ? error
    : malformed('the body is not well-formed multipart/form-data');

export const attachmentBindings = (deps: ModuleDeps): Bindings<typeof attachmentRoutes> => {
  const { db, storage } = deps;
  return {
    uploadAttachment: {
      handle: async ({ caller, request }) => {
        if (!request.isMultipart()) throw malformed('multipart/form-data expected');
        // The multipart parser reports a body that is not well formed (no boundary, a wrong one, cut off mid-part)
        // as a plain error, from `file()` or on the file's stream: the client's mistake, answered 400.
        const file = await request.file().catch((error: unknown) => {
          throw uploadError(error);
        });
        if (file && file.fieldname !== UPLOAD_FIELD) {
          throw malformed(`the file belongs in the field '${UPLOAD_FIELD}'`);
        }
        try {
          return ok(await uploadAttachment(db, storage, caller, file));
        } catch (error) {
          // Whatever read the file first (the type check, the store) failed because the body did.
          throw file?.file.errored ? uploadError(file.file.errored) : error;
        }
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
      handle: async ({ caller, query, reply }) =>
        sendAttachment(reply, await getAttachmentFile(db, storage, caller, query.attachmentId)),
    },
  };
};

/** Sends a stored file as every download does. DESIGN.md §8: always a download, never rendered in our origin. */
export const sendAttachment = (reply: FastifyReply, file: { fileName: string; sizeBytes: number; stream: Readable }) =>
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.stream);
