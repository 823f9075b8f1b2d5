import { z } from 'zod';

/** Every JSON answer of the API has this shape (specification §3, "API envelope"). */
export interface Envelope<T> {
  Success: boolean;
  ErrorMessage: string | null;
  ErrorID: string | null;
  Response: T;
}

const envelopeFields = {
  Success: z.boolean(),
  ErrorMessage: z.string().nullable(),
  ErrorID: z.string().nullable(),
};

export const envelopeSchema = <T extends z.ZodType>(response: T) => z.object({ ...envelopeFields, Response: response });

/** The answer of an endpoint that has nothing to say beyond success: `Response` is null. */
export const emptyEnvelopeSchema = envelopeSchema(z.null());

/**
 * Answers whose shape §3 gives with Success and ErrorMessage inside (event registration, check-in, upload):
 * their own fields stand beside the envelope's at the top level.
 */
export const flatEnvelopeSchema = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ ...envelopeFields, Response: z.unknown().optional(), ...fields });

export const ok = <T>(response: T): Envelope<T> => ({
  Success: true,
  ErrorMessage: null,
  ErrorID: null,
  Response: response,
});

export const failure = (message: string, errorId: string | null = null): Envelope<null> => ({
  Success: false,
  ErrorMessage: message,
  ErrorID: errorId,
  Response: null,
});
