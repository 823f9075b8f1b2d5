import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

/** GET /api/FAQ: the FAQ screen and the header's FAQ button share this query. */
export const useFaqs = () =>
  useQuery({
    queryKey: ['faq'],
    queryFn: async ({ signal }) => unwrap(await call('listFaqs', { signal })),
  });
