import { publicRoutes } from '@bridgehub/contract';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

/** GET /api/Captcha/Config: which widget to render and reCAPTCHA's site key. */
export const useCaptchaConfig = () =>
  useQuery({
    queryKey: ['captcha', 'config'],
    queryFn: async ({ signal }) => unwrap(await call('getCaptchaConfig', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The ALTCHA widget fetches its challenge itself, from this same-origin path. */
export const captchaChallengePath = publicRoutes.getCaptchaChallenge.path;
