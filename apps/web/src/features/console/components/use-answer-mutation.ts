import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FailedAnswer, unwrap } from '../../../api/client.ts';
import { toast } from '../../../lib/toast.ts';

type EnvelopeAnswer = { Success: boolean; ErrorMessage: string | null; ErrorID: string | null; Response: unknown };

interface AnswerMutationOptions<I, A extends EnvelopeAnswer> {
  /** One call (or a short sequence ending in one) answering the endpoint's envelope. */
  request: (input: I) => Promise<A | FailedAnswer>;
  /** Toasted when the server accepts the change; a failure is the screen's error instead (`mutation.error`). */
  success?: string;
  /** Queries that show what changed. */
  invalidates?: QueryKey[];
}

/**
 * The console's one way to change something: the answer's Response on success (then a toast and fresh queries), and
 * its ErrorMessage — the server's sentence, or the generic one when it gave none — as the mutation's error.
 */
export function useAnswerMutation<I, A extends EnvelopeAnswer>({
  request,
  success,
  invalidates = [],
}: AnswerMutationOptions<I, A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => unwrap(await request(input)),
    onSuccess: async () => {
      if (success) toast.success(success);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
