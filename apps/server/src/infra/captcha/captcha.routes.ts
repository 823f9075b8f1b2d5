import { type captchaRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { Captcha } from './captcha.ts';

export const captchaBindings = (captcha: Captcha): Bindings<typeof captchaRoutes> => ({
  getCaptchaConfig: { isShared: true, handle: async () => ok(captcha.publicConfig) },
  // Raw JSON, not the envelope: the ALTCHA widget reads the challenge as it is.
  getCaptchaChallenge: { handle: async () => ({ ...(await captcha.createChallenge()) }) },
});
