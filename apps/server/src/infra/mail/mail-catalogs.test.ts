import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCOMMODATION_NEEDS, describeAccommodation, LANGUAGE_CODES, type LanguageCode } from '@bridgehub/contract';
import { getCatalogs } from '@lingui/cli/api';
import { type CatalogType, getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { describeAccommodationIn } from '../../modules/accommodations/accommodation-mail.ts';
import { mailCatalogUrl, mailI18n, mailLanguage } from './mail-language.ts';

/**
 * Issue 22's catalog check for the mails, as the web's (apps/web/src/i18n/catalogs.test.ts): every offered language
 * has every message of the English catalog, whole, each translation keeps the English's placeholders, and the
 * catalogs follow the code through `npm run i18n:extract` (Lingui's extractor).
 */
const po = formatter();

const catalogOf = async (language: LanguageCode) =>
  (await po.parse(readFileSync(mailCatalogUrl(language), 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: 'mails.po',
  })) as CatalogType;

/** The source messages a catalog lacks or leaves empty, by their English. */
const missingMessages = (source: CatalogType, translated: CatalogType) =>
  Object.entries(source)
    .filter(([id, message]) => !message.obsolete && !translated[id]?.translation)
    .map(([id, message]) => message.message ?? id);

/** The names of a message's arguments (plural and select keywords aside), sorted. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

const others = LANGUAGE_CODES.filter((language) => language !== 'en');

describe("the mails' catalogs", () => {
  it.each(others)('%s has every English message, with its placeholders, and flags it for review', async (language) => {
    const source = await catalogOf('en');
    const translated = await catalogOf(language);
    expect(missingMessages(source, translated)).toEqual([]);
    for (const [id, message] of Object.entries(translated)) {
      const text = message.translation ?? '';
      expect(argumentsOf(text), `${language}: ${id}`).toEqual(argumentsOf(id));
      expect(() => compileMessage(text), `${language}: ${id}`).not.toThrow();
      // Written by the team, awaiting review by a qualified translator (apps/web/src/locales/review.json).
      expect((message.extra as { flags?: string[] } | undefined)?.flags, `${language}: ${id}`).toContain('fuzzy');
    }
  });

  it('finds a message missing in a language', async () => {
    const source = await catalogOf('en');
    const [firstId = ''] = Object.keys(source);
    const { [firstId]: _dropped, ...rest } = await catalogOf('es');
    expect(missingMessages(source, rest)).toEqual([source[firstId]?.message ?? firstId]);
  });

  // A message in the code that the catalog does not hold would go out in English: the catalog is extracted again.
  it('holds every message of the code, as `npm run i18n:extract` writes them', async () => {
    const config = getConfig({ configPath: fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)) });
    for (const catalog of await getCatalogs(config)) {
      const extracted = Object.keys((await catalog.collect()) ?? {}).sort();
      const english = Object.keys((await catalog.read('en')) ?? {}).sort();
      expect(extracted, `${catalog.path}: run npm run i18n:extract`).toEqual(english);
    }
  }, 120_000);

  it('holds whole messages: named placeholders, no piece of a sentence', async () => {
    for (const id of Object.keys(await catalogOf('en'))) {
      expect(id, 'a named placeholder').not.toMatch(/\{\d+\}/);
      expect(id, 'a whole message').toBe(id.trim());
      expect(id, 'a whole message').not.toMatch(/^(and|or|of|to|for)\s/);
      expect(id, 'a whole message').not.toMatch(/\s(and|or|of|to|for|the|a)$/i);
    }
  });

  it('has a folder for each language', () => {
    const locales = new URL('../../locales/', import.meta.url);
    expect(
      readdirSync(locales, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...LANGUAGE_CODES].sort());
  });
});

describe('a mail’s language', () => {
  it("is the recipient's while offered, else English", () => {
    const deps = { languages: ['en', 'es', 'ar'] as LanguageCode[] };
    expect(mailLanguage(deps, 'ar')).toBe('ar');
    expect(mailLanguage(deps, 'ko')).toBe('en');
    expect(mailLanguage(deps, 'xx')).toBe('en');
    expect(mailLanguage(deps, null)).toBe('en');
  });

  it('keeps one instance per language, so that mails rendered together never switch each other', () => {
    const spanish = mailI18n('es');
    const russian = mailI18n('ru');
    expect(mailI18n('es')).toBe(spanish);
    const plural =
      'Open the link below and press Login to sign in. The link lasts {minutes, plural, one {# minute} other {# minutes}} and works once.';
    expect(russian._({ id: plural, values: { minutes: 15 } })).toContain('15 минут ');
    expect(russian._({ id: plural, values: { minutes: 3 } })).toContain('3 минуты ');
    expect(russian._({ id: plural, values: { minutes: 1 } })).toContain('1 минуту ');
    expect(spanish._({ id: 'Hello,' })).toBe('Hola:');
    expect(spanish.locale).toBe('es');
  });

  it("names every accommodation need in English as the contract's describeAccommodation does", () => {
    const row = {
      needs: [...ACCOMMODATION_NEEDS],
      spokenLanguage: 'Somali',
      format: 'Braille',
      other: 'A quiet room',
    } as Parameters<typeof describeAccommodationIn>[1];
    expect(describeAccommodationIn(mailI18n('en'), row)).toEqual(
      describeAccommodation({
        Needs: ACCOMMODATION_NEEDS,
        SpokenLanguage: 'Somali',
        Format: 'Braille',
        Other: 'A quiet room',
      }),
    );
    expect(describeAccommodationIn(mailI18n('en'), { ...row, spokenLanguage: '', format: '', other: '' })).toEqual(
      describeAccommodation({ Needs: ACCOMMODATION_NEEDS, SpokenLanguage: '', Format: '', Other: '' }),
    );
  });
});
