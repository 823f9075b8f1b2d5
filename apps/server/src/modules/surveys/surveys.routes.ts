import { ok, type surveyRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { getSurvey, submitSurvey } from './surveys.service.ts';

export const surveyBindings = (deps: ModuleDeps): Bindings<typeof surveyRoutes> => {
  const { db } = deps;
  return {
    getSurvey: { handle: async ({ params }) => ok(await getSurvey(db, params.id)) },
    submitSurvey: {
      isRateLimited: true,
      handle: async ({ body, request }) => {
        await submitSurvey(db, deps, body, request.ip);
        return ok(null);
      },
    },
  };
};
