import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@bridgehub/contract';
import { createContext } from 'react';

/** The languages the server offers (its LANGUAGES setting), which it writes on every page's <html data-languages>. */
const servedLanguages = (): readonly LanguageCode[] => {
  const listed = globalThis.document?.documentElement.dataset.languages?.split(' ').filter(isLanguageCode);
  return listed && listed.length > 0 ? listed : LANGUAGE_CODES;
};

/** The languages the menu offers: the page's in the browser, the server's setting in its render. */
export const OfferedLanguages = createContext<readonly LanguageCode[]>(servedLanguages());
