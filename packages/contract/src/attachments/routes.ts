import type { Route } from '../routes.ts';

/** A vendor's files (§7): the upload, then attaching it to a request or to the vendor. */
export const attachmentRoutes = {
  uploadAttachment: {
    method: 'POST',
    path: '/api/Attachment/New',
    auth: 'vendor',
    multipart: true,
    acceptsOnly200: true,
  },
  attachToRequest: { method: 'POST', path: '/api/Attachment/AttachToRequest', auth: 'vendor' },
  attachDocument: { method: 'POST', path: '/api/Attachment/AttachDocument', auth: 'vendor' },
  requestAttachment: { method: 'POST', path: '/api/Attachment/RequestAttachment', auth: 'vendor' },
  getAttachment: { method: 'GET', path: '/api/Attachment/Get', auth: 'vendor', raw: true },
} as const satisfies Record<string, Route>;
