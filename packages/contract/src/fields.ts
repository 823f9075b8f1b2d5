import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Text free of C0 control characters other than tab and line breaks. None belongs in anything a person types, and
 * PostgreSQL refuses NUL in text: refused here, a request carrying one is a 400 naming the field, never a database
 * error.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
export const TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/**
 * The contract's one type for text a request carries (body, query and path alike): bounded, and free of control
 * characters. Limits stop oversized input with a 400; the §5 rules then speak in people's words. A contract test
 * checks that every string a request accepts is of this type.
 */
export const text = (max: number) => z.string().max(max).regex(TEXT_PATTERN, { message: messages.controlCharacters });

/** Optional text: absent or null reads as ''. */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value ?? '');

/** A captcha widget's answer: opaque, and large for ALTCHA's proof of work. */
export const captchaAnswer = text(20_000).default('');

export const id = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** Digits of a ten-digit phone number, 0 when empty (§3). */
export const phoneNumber = z.number().int().min(0).max(9_999_999_999);

/** Ids in a route path arrive as text; §2 "id must be a number". */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

export const idName = z.object({ Id: id, Name: z.string() });
export type IdName = z.infer<typeof idName>;
