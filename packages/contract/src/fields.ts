import { z } from 'zod';

/** Wire-level field shapes. Limits stop oversized input with a 400; the §5 rules then speak in people's words. */
export const text = (max: number) => z.string().max(max);

/** Optional text: absent or null reads as ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const id = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** Digits of a ten-digit phone number, 0 when empty (§3). */
export const phoneNumber = z.number().int().min(0).max(9_999_999_999);

/** Ids in a route path arrive as text; §2 "id must be a number". */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

export const idName = z.object({ Id: id, Name: z.string() });
export type IdName = z.infer<typeof idName>;
