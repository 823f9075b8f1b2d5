import type { LanguageCode } from '@bridgehub/contract';
import { createI18n, loadEveryCatalog } from '../i18n/i18n.ts';

/** An i18n instance reading a language with all its catalogs, for `renderApp(path, { i18n })`. */
export const i18nIn = async (language: LanguageCode) => {
  const i18n = createI18n(language);
  await loadEveryCatalog(i18n);
  return i18n;
};
