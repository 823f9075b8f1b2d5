import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, languageOf } from '@bridgehub/contract';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';

/**
 * The mails' message catalogs (issue 22): one PO file per language, `src/locales/<language>/mails.po`, extracted from
 * the code by Lingui (`npm run i18n:extract`). A message is a Lingui descriptor whose id is its English ICU text,
 * `i18n._({ id: 'You are registered: {event}', values: { event } })`, so the English catalog is the code itself and
 * a translator reads the English as the msgid.
 */
export const mailCatalogUrl = (language: LanguageCode) =>
  new URL(`../../locales/${language}/mails.po`, import.meta.url);

/** A catalog's translations by id; an empty translation is left out, so the English shows instead. */
export const readMailCatalog = (language: LanguageCode): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const item of parsePo(readFileSync(mailCatalogUrl(language), 'utf8')).items) {
    const translation = item.msgstr[0];
    if (!item.obsolete && translation) messages[item.msgid] = translation;
  }
  return messages;
};

const instances = new Map<LanguageCode, I18n>();

/**
 * The Lingui instance of one language, activated once and never switched: mails rendered at the same time in two
 * languages each use their own, so none leaks into another. Messages are compiled at their first use.
 */
export const mailI18n = (language: LanguageCode): I18n => {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: readMailCatalog(language) } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(language, i18n);
  }
  return i18n;
};

/** The English instance: staff mails, and whatever has no recipient's language. */
export const englishMail = () => mailI18n(DEFAULT_LANGUAGE);

/**
 * A recipient's language for a mail: the one they chose (their preferred language) while it is offered, else English.
 * Never the sender's or the request's: the caller passes the recipient's own row's value.
 */
export const mailLanguage = (
  deps: { languages: readonly LanguageCode[] },
  preferred: string | null | undefined,
): LanguageCode => (isLanguageCode(preferred) && deps.languages.includes(preferred) ? preferred : DEFAULT_LANGUAGE);

/** The Lingui instance for a recipient (see mailLanguage). */
export const recipientI18n = (deps: { languages: readonly LanguageCode[] }, preferred: string | null | undefined) =>
  mailI18n(mailLanguage(deps, preferred));

/** The Intl locale of a language: English as the program writes dates (en-US), the others as their code. */
export const intlLocale = (language: string) => (language === DEFAULT_LANGUAGE ? 'en-US' : language);

/** The direction a language is read in, for a mail's <html dir>. */
export const directionOf = (language: string) => (isLanguageCode(language) ? languageOf(language).dir : 'ltr');
