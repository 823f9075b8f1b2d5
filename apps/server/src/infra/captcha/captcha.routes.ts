import { type captchaRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export const captchaBindings = (deps: ModuleDeps): Bindings<typeof captchaRoutes> => {
  const { captcha } = deps;
  return {
    getCaptchaConfig: { isShared: true, handle: async () => ok(captcha.publicConfig) },
    // Raw JSON, not the envelope: the ALTCHA widget reads the challenge as it is.
    getCaptchaChallenge: { handle: async () => ({ ...(await captcha.createChallenge()) }) },
  };
};
