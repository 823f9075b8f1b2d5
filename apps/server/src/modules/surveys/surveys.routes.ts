import { ok, type surveyRoutes } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import type { Captcha } from '../../infra/captcha/captcha.ts';
import { getSurvey, submitSurvey } from './surveys.service.ts';

export const surveyBindings = ({ db, captcha }: { db: Database; captcha: Captcha }): Bindings<typeof surveyRoutes> => ({
  getSurvey: { handle: async ({ params }) => ok(await getSurvey(db, params.id)) },
  submitSurvey: {
    isRateLimited: true,
    handle: async ({ body, request }) => {
      await submitSurvey(db, { captcha, remoteIp: request.ip }, body);
      return ok(null);
    },
  },
});
