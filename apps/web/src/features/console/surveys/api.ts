import type { SaveSurvey, SurveyDraft } from '@bridgehub/contract';
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

const surveyQuery = (id: number) =>
  queryOptions({
    queryKey: [...SURVEYS_KEY, id],
    queryFn: async ({ signal }) => unwrap(await call('getStaffSurvey', { params: { id }, signal })),
  });

/** GET /api/Staff/Surveys/{id}: the builder's survey and the events it serves. */
export const useStaffSurvey = (id: number) => useQuery(surveyQuery(id));

/** GET /api/Staff/Surveys/{id}/Results: counts, text answers and responses, removed questions included. */
export const useSurveyResults = (id: number) =>
  useQuery({
    queryKey: [...SURVEYS_KEY, id, 'results'],
    queryFn: async ({ signal }) => unwrap(await call('getSurveyResults', { params: { id }, signal })),
  });

/** Everything under the surveys key: the list, the survey and its results all show what changed. */
const changed = [SURVEYS_KEY];

export const useCreateSurvey = () =>
  useAnswerMutation({
    request: (body: SurveyDraft) => call('createStaffSurvey', { body }),
    success: 'Survey created.',
    invalidates: changed,
  });

export const useSaveSurvey = () =>
  useAnswerMutation({
    request: (body: SaveSurvey) => call('saveStaffSurvey', { body }),
    success: 'Survey saved.',
    invalidates: changed,
  });

export const useAttachSurvey = () =>
  useAnswerMutation({
    request: (body: { SurveyId: number; EventId: number }) => call('attachSurveyToEvent', { body }),
    success: 'Survey attached to the event.',
    invalidates: changed,
  });

export const useDetachSurvey = () =>
  useAnswerMutation({
    request: (body: { SurveyId: number; EventId: number }) => call('detachSurveyFromEvent', { body }),
    success: 'Survey detached from the event.',
    invalidates: changed,
  });
