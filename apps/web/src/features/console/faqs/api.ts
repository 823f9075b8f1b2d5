import type { FaqDraft } from '@bridgehub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

const staffFaqsQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'faqs'],
  queryFn: async ({ signal }) => unwrap(await call('listStaffFaqs', { signal })),
});

/** GET /api/Staff/Faqs: the FAQs in the public page's order. */
export const useStaffFaqs = () => useQuery(staffFaqsQuery);

/** The console's list, and the public header's (its FAQ button shows once one exists). */
const changed = [staffFaqsQuery.queryKey, ['faq']];

export const useCreateStaffFaq = () =>
  useAnswerMutation({
    request: (body: FaqDraft) => call('createStaffFaq', { body }),
    success: 'FAQ added.',
    invalidates: changed,
  });

export const useUpdateStaffFaq = () =>
  useAnswerMutation({
    request: ({ Id, ...body }: FaqDraft & { Id: number }) => call('updateStaffFaq', { params: { faqId: Id }, body }),
    success: 'FAQ saved.',
    invalidates: changed,
  });

/** The move is announced by the page, which knows the new position. */
export const useMoveStaffFaq = () =>
  useAnswerMutation({
    request: ({ Id, Direction }: { Id: number; Direction: 'Up' | 'Down' }) =>
      call('moveStaffFaq', { params: { faqId: Id }, body: { Direction } }),
    invalidates: changed,
  });

export const useDeleteStaffFaq = () =>
  useAnswerMutation({
    request: ({ Id }: { Id: number }) => call('deleteStaffFaq', { params: { faqId: Id } }),
    success: 'FAQ deleted.',
    invalidates: changed,
  });
