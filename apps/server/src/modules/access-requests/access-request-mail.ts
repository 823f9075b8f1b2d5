import { accessRequestMailMessages, LANGUAGES } from '@bridgehub/contract';
import type { accessRequests } from '../../db/schema.ts';
import type { OutgoingMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

/** Whoever writes may type any name, so no mail to them names them (as event-mail.ts's GREETING). */
const GREETING = 'Hello,';

/** The acknowledgement a resident gets when they gave an e-mail address. */
export const acknowledgementMail = (deps: ModuleDeps, row: AccessRequestRow): OutgoingMail => ({
  to: row.email,
  ...renderMail({
    subject:
      row.kind === 'language' ? accessRequestMailMessages.languageSubject : accessRequestMailMessages.barrierSubject,
    paragraphs: [
      GREETING,
      row.kind === 'language' ? accessRequestMailMessages.languageReceived : accessRequestMailMessages.barrierReceived,
    ],
    footer: accessRequestMailMessages.questions(deps.supportEmail),
  }),
});

const languageName = (row: AccessRequestRow) =>
  row.language === 'other'
    ? row.otherLanguage
    : (LANGUAGES.find((language) => language.code === row.language)?.name ?? row.language);

const orNone = (value: string) => (value.trim() === '' ? '(not given)' : value);

/**
 * The support mailbox's copy (in English, as the console): what was asked and how to reach the person, so that it
 * reaches staff even before anyone opens the console.
 */
export const supportMail = (deps: ModuleDeps, row: AccessRequestRow): OutgoingMail => ({
  to: deps.supportEmail,
  ...renderMail({
    subject:
      row.kind === 'language'
        ? `Language assistance request: ${languageName(row)}`
        : 'Accessibility barrier reported on the website',
    paragraphs: [
      row.kind === 'language'
        ? 'A resident asked for free interpretation or translation on the language assistance page.'
        : 'A barrier was reported from the accessibility statement.',
      ...(row.kind === 'language'
        ? [`Language needed: ${languageName(row)}`, `What it is for: ${orNone(row.details)}`]
        : [`What happened: ${row.details}`, `Page: ${orNone(row.page)}`]),
      `Name: ${orNone(row.name)}`,
      `E-mail: ${orNone(row.email)}`,
      ...(row.kind === 'language' ? [`Phone: ${orNone(row.phone)}`] : []),
      `Page language: ${row.pageLanguage}`,
    ],
    action: { label: 'Open the requests', url: `${deps.publicUrl}/console/access-requests` },
    footer: 'You get this because this is the program’s support address.',
  }),
});
