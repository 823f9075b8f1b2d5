import type { LanguageCode } from '@bridgehub/contract';
import { CATALOG_FOLDERS, type CatalogName } from '../i18n/catalogs.ts';
import { createI18n, loadCatalogs } from '../i18n/i18n.ts';

/** An i18n instance reading a language with all its catalogs, for `renderApp(path, { i18n })`. */
export const i18nIn = async (language: LanguageCode) => {
  const i18n = createI18n(language);
  await loadCatalogs(i18n, Object.keys(CATALOG_FOLDERS) as CatalogName[]);
  return i18n;
};
