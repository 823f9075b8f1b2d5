import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@bridgehub/contract';
import { getCatalogs } from '@lingui/cli/api';
import { type CatalogType, getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import review from '../locales/review.json' with { type: 'json' };
import { CATALOG_FOLDERS, type CatalogName } from './catalogs.ts';

/**
 * Issue 22's catalog check: every offered language has every message of the English catalogs, whole. The catalogs
 * follow the code through `npm run i18n:extract` (Lingui's extractor).
 */
const locales = new URL('../locales/', import.meta.url);
const po = formatter();

const catalogOf = async (language: string, name: CatalogName) =>
  (await po.parse(readFileSync(new URL(`${language}/${name}.po`, locales), 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: `${name}.po`,
  })) as CatalogType;

/** The source messages a catalog lacks or leaves empty, by their English. */
const missingMessages = (source: CatalogType, translated: CatalogType) =>
  Object.entries(source)
    .filter(([id, message]) => !message.obsolete && !translated[id]?.translation)
    .map(([id, message]) => message.message ?? id);

const names = Object.keys(CATALOG_FOLDERS) as CatalogName[];
const others = LANGUAGE_CODES.filter((language) => language !== 'en');

describe('the message catalogs', () => {
  it.each(names.flatMap((name) => others.map((language) => [name, language] as const)))(
    '%s in %s has every English message',
    async (name, language) => {
      expect(missingMessages(await catalogOf('en', name), await catalogOf(language, name))).toEqual([]);
    },
  );

  // A message in the code that no catalog holds would show as its id: the catalogs are extracted again and compared.
  it('holds every message of the code, as `npm run i18n:extract` writes them', async () => {
    const config = getConfig({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) });
    for (const catalog of await getCatalogs(config)) {
      const extracted = Object.keys((await catalog.collect()) ?? {}).sort();
      const english = Object.keys((await catalog.read('en')) ?? {}).sort();
      expect(extracted, `${catalog.path}: run npm run i18n:extract`).toEqual(english);
    }
  }, 120_000);

  it('finds a message missing in a language', async () => {
    const source = await catalogOf('en', 'shell');
    const [firstId = ''] = Object.keys(source);
    const { [firstId]: _dropped, ...rest } = await catalogOf('es', 'shell');
    expect(missingMessages(source, rest)).toEqual([source[firstId]?.message ?? firstId]);
  });

  it.each(names)('%s holds whole messages: named placeholders, no piece of a sentence', async (name) => {
    for (const [id, message] of Object.entries(await catalogOf('en', name))) {
      const text = message.message ?? id;
      // A positional placeholder ({0}) is an expression a translator cannot read: name it (a variable).
      expect(text, 'a named placeholder').not.toMatch(/\{\d+\}/);
      // A message that starts or ends with a space, or runs on with a joining word, was cut from a sentence.
      expect(text, 'a whole message').toBe(text.trim());
      expect(text, 'a whole message').not.toMatch(/^(and|or|of|to|for)\s/);
      expect(text, 'a whole message').not.toMatch(/\s(and|or|of|to|for|the|a)$/i);
    }
  });

  it('has a folder for each language, each listing every catalog', () => {
    expect(
      readdirSync(locales, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...LANGUAGE_CODES].sort());
    const index = readFileSync(new URL('en/index.ts', locales), 'utf8');
    for (const name of names) expect(index).toContain(`./${name}.po`);
    for (const language of LANGUAGE_CODES) {
      expect(readFileSync(new URL(`${language}/index.ts`, locales), 'utf8'), language).toBe(index);
    }
  });

  it('records the review state of every language: a reviewed one with its reviewer and day and no flag left, one awaiting review flagged throughout', async () => {
    expect(
      Object.keys(review)
        .filter((key) => key !== '$comment')
        .sort(),
    ).toEqual([...LANGUAGE_CODES].sort());
    for (const language of others) {
      const entry = review[language as keyof typeof review] as {
        state: string;
        reviewedBy?: string;
        reviewedOn?: string;
      };
      expect(['awaiting-review', 'reviewed']).toContain(entry.state);
      // A reviewed language names its reviewer and the day, and has no message left flagged; one awaiting review has
      // every message flagged, so that a translation tool shows them all as to be checked.
      const isReviewed = entry.state === 'reviewed';
      if (isReviewed) expect(entry.reviewedOn, `${language}: the day of the review`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (isReviewed) expect(entry.reviewedBy, `${language}: the reviewer`).toBeTruthy();
      for (const name of names) {
        const flagged = Object.values(await catalogOf(language, name)).map((message) =>
          Boolean((message.extra as { flags?: string[] } | undefined)?.flags?.includes('fuzzy')),
        );
        expect(
          flagged.filter((isFlagged) => isFlagged === isReviewed).length,
          `${language} ${name}: messages whose review flag does not match the language's state`,
        ).toBe(0);
      }
    }
  });
});
