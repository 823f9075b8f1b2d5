import type { SurveySubmissionInput } from '@bridgehub/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** GET /api/Survey/submit/{id}. */
export const useSurvey = (surveyId: string) =>
  useQuery({
    queryKey: ['survey', surveyId],
    queryFn: async ({ signal }) => unwrap(await call('getSurvey', { params: { id: surveyId }, signal })),
    enabled: surveyId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/Survey/submit. */
export const useSubmitSurvey = () =>
  useMutation({ mutationFn: (body: SurveySubmissionInput) => call('submitSurvey', { body }) });
