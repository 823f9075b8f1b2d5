import { DEFAULT_LANGUAGE, type LanguageCode } from '@bridgehub/contract';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { CatalogName } from './catalogs.ts';

type Catalogs = Record<CatalogName, () => Promise<{ messages: Messages }>>;

/**
 * Each catalog of each language is a chunk of its own (the Lingui Vite plugin compiles the .po files), so a page
 * downloads the messages it shows, in its language only. A language's index module lists its catalogs and brings the
 * shell's: the page's entry names nine modules rather than every catalog of every language.
 */
const languageIndexes = import.meta.glob<{ catalogs: Catalogs }>('../locales/*/index.ts');

const loaded = new WeakMap<I18n, Set<CatalogName>>();

/** Adds the named catalogs of the active language to an i18n instance, each once. */
export const loadCatalogs = async (i18n: I18n, names: readonly CatalogName[]) => {
  const language = i18n.locale;
  const done = loaded.get(i18n) ?? new Set<CatalogName>();
  loaded.set(i18n, done);
  await Promise.all(
    names.map(async (name) => {
      if (done.has(name)) return;
      const index = languageIndexes[`../locales/${language}/index.ts`];
      if (!index) throw new Error(`no catalogs for ${language}`);
      i18n.load(language, (await (await index()).catalogs[name]()).messages);
      done.add(name);
    }),
  );
};

/** Adds every catalog of the active language: the server renderer's, which may draw any screen, and the tests'. */
export const loadEveryCatalog = async (i18n: I18n) => {
  const index = languageIndexes[`../locales/${i18n.locale}/index.ts`];
  if (!index) throw new Error(`no catalogs for ${i18n.locale}`);
  await loadCatalogs(i18n, Object.keys((await index()).catalogs) as CatalogName[]);
};

/** An i18n instance reading a language, its messages still to load. */
export const createI18n = (language: LanguageCode) => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, messages: {} });
  return i18n;
};

/** The browser's: the language the page was served in (`<html lang>`, written by the server). */
export const i18n = createI18n(
  (globalThis.document?.documentElement.lang as LanguageCode | undefined) || DEFAULT_LANGUAGE,
);
