import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type MessageKey, messages } from './messages.ts';

const specification = readFileSync(new URL('../../../docs/specification.md', import.meta.url), 'utf8');

/** Texts the specification does not give, chosen where it is silent (docs/decisions.md). */
const ours: MessageKey[] = [
  'publicOrganizationRequired',
  'publicOrganizationOtherRequired',
  'ownershipOtherEthnicityRequired',
  'zipInvalid',
  'phoneInvalid',
  'captchaInvalid',
  'termsRequired',
  'noUpcomingEvents',
  'eventNotRegistrable',
  'eventRegistrationClosed',
  'emailRequired',
  'alreadyRegistered',
  'checkInOnEventDay',
  'checkInNotToday',
  'notRegisteredForEvent',
  'surveyAlreadySubmitted',
  'unsubscribeConfirmation',
  'emptyChatMessage',
  'chatSubjectRequired',
  'documentTypeRequired',
  'otherDescriptionRequired',
  'fileRequired',
  'attachmentAlreadyAttached',
  'primaryMustBeApproved',
  'engagementAlreadyRequested',
  'engagementNeedsVerification',
  'missingRequiredDocuments',
  'loginLinkSent',
  'badRequest',
  'controlCharacters',
  'notSignedIn',
  'notFound',
  'methodNotAllowed',
  'tooLarge',
  'tooManyRequests',
  'unexpected',
  'view',
  'eventsTitle',
];

describe('messages', () => {
  it.each(Object.entries(messages).filter(([key]) => !ours.includes(key as MessageKey)))(
    '%s is the specification text, to the letter',
    (_key, text) => {
      // Single words (Agree, DEV) stand unquoted in the specification's prose.
      const quoted = text.includes(' ') ? `'${text}'` : text;
      expect(specification).toContain(quoted);
    },
  );

  it('our own texts are not already in the specification under another key', () => {
    const specTexts = Object.entries(messages).filter(([key]) => !ours.includes(key as MessageKey));
    for (const key of ours) expect(specTexts.map(([, text]) => text)).not.toContain(messages[key]);
  });
});
