import type { StaffTicket } from '@bridgehub/contract';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { type Answer, call, failed } from '../../../api/client.ts';

/** The e-mailed link's ticket: good only for the second-factor endpoints, for ten minutes. */
export type Ticket = StaffTicket['Ticket'];

/** The browser's WebAuthn prompt was closed, timed out, or has no passkey for this site. */
const PASSKEY_NOT_USED = 'The passkey was not used. Please try again, or use another way to sign in.';

export const requestStaffLogin = (Email: string) => call('requestStaffLogin', { body: { Email } });

export const completeStaffLogin = (input: { Token: string; Email: string }) =>
  call('completeStaffLogin', { body: input });

export const verifyTotp = (input: { Ticket: Ticket; Code: string }) => call('verifyTotp', { body: input });

export const signInWithRecoveryCode = (input: { Ticket: Ticket; Code: string }) =>
  call('useRecoveryCode', { body: input });

export const startTotpEnrolment = (Ticket: Ticket) => call('startTotpEnrolment', { body: { Ticket } });

export const confirmTotpEnrolment = (input: { Ticket: Ticket; Code: string }) =>
  call('confirmTotpEnrolment', { body: input });

/** The server asks for no WebAuthn extension, and the contract keeps none of their results. */
const withoutExtensions = <C extends { clientExtensionResults: unknown }>({
  clientExtensionResults: _ignored,
  ...credential
}: C) => credential;

/** The server's options, the browser's passkey prompt, the server's check: one step for the screen. */
export const signInWithPasskey = async (Ticket: Ticket): Promise<Answer<'finishPasskeySignIn'>> => {
  const options = await call('startPasskeySignIn', { body: { Ticket } });
  if (!options.Success || !options.Response) return failed(options.ErrorMessage ?? PASSKEY_NOT_USED);
  const optionsJSON = options.Response as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON }).catch((error: unknown) => {
    console.warn('[passkey] sign-in not completed', error);
    return null;
  });
  if (!credential) return failed(PASSKEY_NOT_USED);
  return call('finishPasskeySignIn', { body: { Ticket, Credential: withoutExtensions(credential) } });
};

/** Passkey enrolment: the server's options, the browser's prompt to create one, the server's check. */
export const registerPasskey = async (Ticket: Ticket): Promise<Answer<'finishPasskeyRegistration'>> => {
  const options = await call('startPasskeyRegistration', { body: { Ticket } });
  if (!options.Success || !options.Response) return failed(options.ErrorMessage ?? PASSKEY_NOT_USED);
  const optionsJSON = options.Response as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await startRegistration({ optionsJSON }).catch((error: unknown) => {
    console.warn('[passkey] registration not completed', error);
    return null;
  });
  if (!credential) return failed(PASSKEY_NOT_USED);
  return call('finishPasskeyRegistration', { body: { Ticket, Credential: withoutExtensions(credential) } });
};
