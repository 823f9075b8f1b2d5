import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

export const INBOX_PAGE_SIZE = 25;
/** The vendor page lists all its threads at once: a vendor rarely has more. */
const VENDOR_THREADS_MAX = 100;

const MESSAGES_KEY = [...CONSOLE_QUERY_KEY, 'messages'] as const;

/** GET /api/Staff/Messages: threads awaiting a reply first, then newest activity first. */
export const useStaffInbox = (page: number) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'inbox', page],
    queryFn: async ({ signal }) =>
      unwrap(await call('listStaffInbox', { query: { page, pageSize: INBOX_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/Staff/Messages?VendorId=: one vendor's threads, in the inbox's order. */
export const useVendorThreads = (vendorId: number) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'vendor', vendorId],
    queryFn: async ({ signal }) =>
      unwrap(await call('listStaffInbox', { query: { VendorId: vendorId, pageSize: VENDOR_THREADS_MAX }, signal })),
  });

/** GET /api/Staff/Messages/:chatId */
export const useStaffThread = (chatId: number) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'thread', chatId],
    queryFn: async ({ signal }) => unwrap(await call('getStaffThread', { params: { chatId }, signal })),
  });

// A reply also changes the dashboard's count and the directory's "needs a reply": every console query refreshes.
const changed = [CONSOLE_QUERY_KEY];

/**
 * POST /api/Staff/Messages/:chatId/Reply: a hub user's message under the staff member's display name; the vendor is
 * mailed.
 */
export const useReplyToStaffThread = () =>
  useAnswerMutation({
    request: ({ ChatId, Message }: { ChatId: number; Message: string }) =>
      call('replyToStaffThread', { params: { chatId: ChatId }, body: { Message } }),
    success: 'Reply sent. The vendor’s contacts were e-mailed.',
    invalidates: changed,
  });

/** POST /api/Staff/Messages */
export const useStartStaffThread = () =>
  useAnswerMutation({
    request: (body: { VendorId: number; Subject: string; Message: string }) => call('startStaffThread', { body }),
    success: 'Conversation started. The vendor’s contacts were e-mailed.',
    invalidates: changed,
  });
