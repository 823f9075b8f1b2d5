import { z } from 'zod';
import { loginTokenSchema } from '../auth/schemas.ts';
import { id, idParam, text } from '../fields.ts';
import { EMAIL_MAX } from '../rules.ts';
import { STAFF_ROLES } from './roles.ts';

const TOKEN_MAX = 200;
const TICKET_MAX = 2000;
/** Base64url fields of a WebAuthn answer; an attestation object with its certificate chain stays well under this. */
const WEBAUTHN_FIELD_MAX = 20_000;
export const DISPLAY_NAME_MAX = 100;

/** A role as text first, so an unknown one is a 400 naming the field (and the contract's text rule holds). */
export const staffRole = text(40).pipe(z.enum(STAFF_ROLES));

export const staffMemberSchema = z.object({
  Id: id,
  Email: z.string(),
  DisplayName: z.string(),
  Role: z.enum(STAFF_ROLES),
  Enabled: z.boolean(),
  /** A TOTP app or a passkey is set up: false until the account's first sign-in. */
  HasSecondFactor: z.boolean(),
  /** Locked after too many wrong second-factor codes in a row: no code is accepted until it is unlocked. */
  IsLocked: z.boolean(),
  CreatedAt: z.string(),
  ChangedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginRequestSchema = z.object({ Email: text(EMAIL_MAX) });

/** The e-mailed link's token and address, posted by the page the link opens (never spent by a GET). */
export const staffLoginCallbackSchema = z.object({ Token: text(TOKEN_MAX), Email: text(EMAIL_MAX) });

/** The answer to a spent link: a ticket good only for the second-factor endpoints, and which factors exist. */
export const staffTicketSchema = z.object({
  Ticket: z.string(),
  ExpiresIn: z.number().int(),
  HasTotp: z.boolean(),
  HasPasskey: z.boolean(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const ticketRequestSchema = z.object({ Ticket: text(TICKET_MAX) });
export const ticketCodeSchema = z.object({ Ticket: text(TICKET_MAX), Code: text(40) });

/** TOTP enrolment: the secret as text (typed by hand) and the otpauth URI the page draws as a QR code. */
export const totpEnrolmentSchema = z.object({ Secret: z.string(), Uri: z.string() });

/** A completed enrolment signs in and shows the recovery codes, this once. */
export const enrolledSchema = z.object({ Tokens: loginTokenSchema, RecoveryCodes: z.array(z.string()) });

const base64url = text(WEBAUTHN_FIELD_MAX);
const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: text(20).pipe(z.literal('public-key')),
  authenticatorAttachment: text(20)
    .pipe(z.enum(['platform', 'cross-platform']))
    .optional(),
  clientExtensionResults: z.object({}).default({}),
};

/** What `navigator.credentials.create()` answers, as @simplewebauthn/browser serializes it. */
export const passkeyRegistrationSchema = z.object({
  Ticket: text(TICKET_MAX),
  Credential: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(text(20)).max(10).optional(),
    }),
  }),
});

/** What `navigator.credentials.get()` answers, as @simplewebauthn/browser serializes it. */
export const passkeySignInSchema = z.object({
  Ticket: text(TICKET_MAX),
  Credential: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});

/** WebAuthn options as @simplewebauthn/browser takes them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const staffRefreshSchema = z.object({ RefreshToken: text(TOKEN_MAX) });
export const staffSignOutSchema = z.object({ RefreshToken: text(TOKEN_MAX).default('') });

export const updateStaffMeSchema = z.object({ DisplayName: text(DISPLAY_NAME_MAX) });
export const inviteStaffSchema = z.object({
  Email: text(EMAIL_MAX),
  DisplayName: text(DISPLAY_NAME_MAX),
  Role: staffRole,
});
export const staffIdParamsSchema = z.object({ staffId: idParam });
export const changeStaffRoleSchema = z.object({ Role: staffRole });
export const setStaffEnabledSchema = z.object({ Enabled: z.boolean() });
