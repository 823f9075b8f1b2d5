/** The staff console's texts (ours: the specification has no staff side; docs/decisions.md). */
export const staffMessages = {
  ticketInvalid: 'This sign-in has expired or was already completed. Please request a new link.',
  wrongCode: 'That code is not right. Please try again.',
  alreadyEnrolled: 'A second factor is already set up for this account.',
  notEnrolled: 'Set up a second factor first.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  accountLocked:
    'This account is locked after too many wrong codes. Request a new sign-in link and sign in with it to unlock it.',
  accountLockedForAdministrator:
    'This account is locked after too many wrong codes. Ask an administrator of the program to unlock it.',
  passkeyNotVerified: 'The passkey could not be verified. Please try again.',
  emailInUse: 'A staff account with this e-mail already exists.',
  lastAdministrator: 'The last active administrator can be neither disabled nor given another role.',
  displayNameRequired: 'Please enter a display name',
} as const;
