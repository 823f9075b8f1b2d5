import { z } from 'zod';
import { text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';

/** §3 Login token response. */
export const loginTokenSchema = z.object({
  TokenType: z.string(),
  AccessToken: z.string(),
  ExpiresIn: z.number().int(),
  RefreshToken: z.string(),
});
export type LoginToken = z.infer<typeof loginTokenSchema>;

export const loginRequestQuerySchema = z.object({
  email: text(EMAIL_MAX).default(''),
  returnUrl: text(2000).optional(),
});

export const loginCallbackQuerySchema = z.object({
  token: text(200).default(''),
  email: text(EMAIL_MAX).default(''),
});

export const refreshRequestSchema = z.object({
  RefreshToken: text(200),
  Email: text(EMAIL_MAX),
});

/** Sign out (ours: §2 shows none): the refresh token whose family ends. */
export const signOutRequestSchema = z.object({ RefreshToken: text(200).default('') });

/** DESIGN.md §7. */
export const TOKEN_TYPE = 'Bearer';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const LOGIN_LINK_TTL_MINUTES = 30;
