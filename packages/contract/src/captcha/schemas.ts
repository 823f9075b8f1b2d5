import { z } from 'zod';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** GET /api/Captcha/Config: which widget to render, and the site key reCAPTCHA needs. */
export const captchaConfigSchema = z.object({
  Provider: z.enum(CAPTCHA_PROVIDERS),
  SiteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
