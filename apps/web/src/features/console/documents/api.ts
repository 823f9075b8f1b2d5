import { type Attachment, messages, type RequestDocument } from '@bridgehub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../api/attachments.ts';
import { call, unwrap } from '../../../api/client.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

export const QUEUE_PAGE_SIZE = 25;

const DOCUMENTS_KEY = [...CONSOLE_QUERY_KEY, 'documents'] as const;

/** GET /api/Staff/Documents/AwaitingReview: files awaiting review across vendors, oldest first. */
export const useDocumentsAwaitingReview = (page: number) =>
  useQuery({
    queryKey: [...DOCUMENTS_KEY, 'awaiting-review', page],
    queryFn: async ({ signal }) =>
      unwrap(await call('listDocumentsAwaitingReview', { query: { page, pageSize: QUEUE_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

const vendorDocumentsQuery = (vendorId: number) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'vendor', vendorId],
    queryFn: async ({ signal }) => unwrap(await call('listVendorDocuments', { params: { vendorId }, signal })),
  });

/** GET /api/Staff/Vendors/:vendorId/Documents: its requests with their files, and what required is missing. */
export const useVendorDocuments = (vendorId: number) => useQuery(vendorDocumentsQuery(vendorId));

// A request or a review also changes the dashboard's counts and the directory's flags: every console query refreshes.
const changed = [CONSOLE_QUERY_KEY];

/** POST /api/Staff/Vendors/:vendorId/Documents: the vendor's contacts are mailed. */
export const useRequestDocument = () =>
  useAnswerMutation({
    request: ({ VendorId, ...body }: RequestDocument & { VendorId: number }) =>
      call('requestDocument', { params: { vendorId: VendorId }, body }),
    success: 'Document requested. The vendor’s contacts were e-mailed.',
    invalidates: changed,
  });

/** POST /api/Staff/Documents/:documentId/Review: accept, or reject with the reason the vendor's contacts are mailed. */
export const useReviewDocument = () =>
  useAnswerMutation({
    request: ({ AttachmentId, ...body }: { AttachmentId: number; Decision: 'Accepted' | 'Rejected'; Note: string }) =>
      call('reviewDocument', { params: { documentId: AttachmentId }, body }),
    invalidates: changed,
  });

/** GET /api/Staff/Documents/:documentId with the staff token, saved under the file's name. */
export const useViewVendorDocument = () =>
  useFileDownload(
    (file: Pick<Attachment, 'Id' | 'FileName'>) =>
      fetchFile('getVendorDocument', { params: { documentId: file.Id } }, messages.couldNotLoadDataLower),
    (file) => file.FileName,
  );
