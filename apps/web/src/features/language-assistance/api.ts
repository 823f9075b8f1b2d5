import type { LanguageAssistanceRequest } from '@bridgehub/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

/** POST /api/LanguageAssistance/Request. */
export const useRequestLanguageAssistance = () =>
  useMutation({ mutationFn: (body: LanguageAssistanceRequest) => call('requestLanguageAssistance', { body }) });
