import type { SurveyDraft } from '@bridgehub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

const SURVEYS_KEY = [...CONSOLE_QUERY_KEY, 'surveys'] as const;

/** GET /api/Staff/Surveys: every survey, newest first. */
export const useStaffSurveys = () =>
  useQuery({
    queryKey: SURVEYS_KEY,
    queryFn: async ({ signal }) => unwrap(await call('listStaffSurveys', { signal })),
  });

const surveyQuery = (surveyId: number) =>
  queryOptions({
    queryKey: [...SURVEYS_KEY, surveyId],
    queryFn: async ({ signal }) => unwrap(await call('getStaffSurvey', { params: { surveyId }, signal })),
  });

/** GET /api/Staff/Surveys/{surveyId}: the builder's survey and the events it serves. */
export const useStaffSurvey = (surveyId: number) => useQuery(surveyQuery(surveyId));

/** GET /api/Staff/Surveys/{surveyId}/Results: counts, text answers and responses, removed questions included. */
export const useSurveyResults = (surveyId: number) =>
  useQuery({
    queryKey: [...SURVEYS_KEY, surveyId, 'results'],
    queryFn: async ({ signal }) => unwrap(await call('getSurveyResults', { params: { surveyId }, signal })),
  });

/** Everything under the surveys key: the list, the survey and its results all show what changed. */
const changed = [SURVEYS_KEY];

export const useCreateStaffSurvey = () =>
  useAnswerMutation({
    request: (body: SurveyDraft) => call('createStaffSurvey', { body }),
    success: 'Survey created.',
    invalidates: changed,
  });

/** The whole survey as edited: questions left out are removed. */
export const useUpdateStaffSurvey = () =>
  useAnswerMutation({
    request: ({ SurveyId, ...body }: SurveyDraft & { SurveyId: number }) =>
      call('updateStaffSurvey', { params: { surveyId: SurveyId }, body }),
    success: 'Survey saved.',
    invalidates: changed,
  });

export const useAttachStaffSurveyToEvent = () =>
  useAnswerMutation({
    request: ({ SurveyId, EventId }: { SurveyId: number; EventId: number }) =>
      call('attachStaffSurveyToEvent', { params: { surveyId: SurveyId }, body: { EventId } }),
    success: 'Survey attached to the event.',
    invalidates: changed,
  });

export const useDetachStaffSurveyFromEvent = () =>
  useAnswerMutation({
    request: ({ SurveyId, EventId }: { SurveyId: number; EventId: number }) =>
      call('detachStaffSurveyFromEvent', { params: { surveyId: SurveyId }, body: { EventId } }),
    success: 'Survey detached from the event.',
    invalidates: changed,
  });
