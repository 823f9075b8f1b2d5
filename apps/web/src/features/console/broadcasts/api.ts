import type { BroadcastDraft, DeliveryStatus } from '@bridgehub/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

export const BROADCASTS_PAGE_SIZE = 25;
export const DELIVERIES_PAGE_SIZE = 25;
/** While mails are queued the delivery log refreshes this often, so staff watch it fill. */
const DELIVERY_REFRESH_MS = 2_000;

const BROADCASTS_KEY = [...CONSOLE_QUERY_KEY, 'broadcasts'] as const;

/** GET /api/Staff/Broadcasts: drafts first, then sent broadcasts, newest first. */
export const useBroadcasts = (page: number) =>
  useQuery({
    queryKey: [...BROADCASTS_KEY, 'list', page],
    queryFn: async ({ signal }) =>
      unwrap(await call('listBroadcasts', { query: { Page: page, PageSize: BROADCASTS_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/Staff/Broadcasts/:broadcastId; refreshed while its mails are being queued and sent. */
export const useBroadcast = (broadcastId: number | null) =>
  useQuery({
    queryKey: [...BROADCASTS_KEY, 'one', broadcastId],
    queryFn: async ({ signal }) =>
      unwrap(await call('getBroadcast', { params: { broadcastId: broadcastId ?? 0 }, signal })),
    enabled: broadcastId !== null,
    refetchInterval: (query) => ((query.state.data?.Counts.Queued ?? 0) > 0 ? DELIVERY_REFRESH_MS : false),
  });

/** GET /api/Staff/Broadcasts/:broadcastId/Deliveries */
export const useBroadcastDeliveries = (broadcastId: number, status: DeliveryStatus | null, page: number) =>
  useQuery({
    queryKey: [...BROADCASTS_KEY, 'deliveries', broadcastId, status, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await call('listBroadcastDeliveries', {
          params: { broadcastId },
          query: { ...(status ? { Status: status } : {}), Page: page, PageSize: DELIVERIES_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => ((query.state.data?.Counts.Queued ?? 0) > 0 ? DELIVERY_REFRESH_MS : false),
  });

/** GET /api/Staff/Broadcasts/Events: the events an audience can name. */
export const useBroadcastEvents = () =>
  useQuery({
    queryKey: [...BROADCASTS_KEY, 'events'],
    queryFn: async ({ signal }) => unwrap(await call('listBroadcastEvents', { signal })),
  });

/** POST /api/Staff/Broadcasts: a new draft (no id); PUT /api/Staff/Broadcasts/:broadcastId: the draft changed. */
export const useSaveBroadcast = () =>
  useAnswerMutation({
    request: ({ BroadcastId, ...body }: BroadcastDraft & { BroadcastId?: number }) =>
      BroadcastId === undefined
        ? call('createBroadcast', { body })
        : call('updateBroadcast', { params: { broadcastId: BroadcastId }, body }),
    success: 'Draft saved.',
    invalidates: [BROADCASTS_KEY],
  });

/** POST /api/Staff/Broadcasts/:broadcastId/Delete */
export const useDeleteBroadcast = () =>
  useAnswerMutation({
    request: (broadcastId: number) => call('deleteBroadcast', { params: { broadcastId } }),
    success: 'Draft deleted.',
    // Only the list: the deleted draft's own query would ask for it again and hear 404.
    invalidates: [[...BROADCASTS_KEY, 'list']],
  });

/** POST /api/Staff/Broadcasts/Preview: the mail as recipients get it, and how many it reaches; nothing changes. */
export const usePreviewBroadcast = () =>
  useMutation({
    mutationFn: async (body: BroadcastDraft) => unwrap(await call('previewBroadcast', { body })),
  });

/** POST /api/Staff/Broadcasts/:broadcastId/Send */
export const useSendBroadcast = () =>
  useAnswerMutation({
    request: (broadcastId: number) => call('sendBroadcast', { params: { broadcastId } }),
    success: 'Broadcast sent. Its mails are on their way.',
    invalidates: [BROADCASTS_KEY],
  });
