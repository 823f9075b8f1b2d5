import {
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  type LanguageCode,
  languageOf,
  matchLanguage,
} from '@bridgehub/contract';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** How long a reader's choice is remembered: a year, renewed with each choice. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

const offeredOr = (value: string | null | undefined, offered: readonly LanguageCode[]) =>
  isLanguageCode(value) && offered.includes(value) ? value : undefined;

/**
 * The language a page is served in: the one its address asks for (`?lang=es`, the language menu's links and the
 * alternate links search engines follow), else the reader's earlier choice (the `lang` cookie), else the best match of
 * the browser's Accept-Language among the offered ones, else English. `chosen` is set when the address chose, so that
 * the answer remembers it.
 */
export const pageLanguage = (request: FastifyRequest, offered: readonly LanguageCode[]) => {
  const asked = new URL(request.url, 'http://page').searchParams.get(LANGUAGE_PARAMETER);
  const chosen = offeredOr(asked, offered);
  if (chosen) return { language: chosen, chosen };
  const remembered = offeredOr(parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE], offered);
  if (remembered) return { language: remembered, chosen: undefined };
  const preferences = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  }).languages();
  return { language: matchLanguage(preferences, offered), chosen: undefined };
};

/** The cookie that remembers a language chosen by address, for every page of the site. */
export const languageCookie = (language: LanguageCode, secure: boolean) =>
  stringifySetCookie({
    name: LANGUAGE_COOKIE,
    value: language,
    path: '/',
    maxAge: REMEMBERED_SECONDS,
    sameSite: 'lax',
    secure,
  });

/**
 * A page's <html> in its language and direction, with the languages offered (the menu reads them), and its alternate
 * addresses in each offered language for search engines: the page's own address with `?lang=`, and the bare address
 * as the default, which follows the reader's preferences.
 */
export const inLanguage = (
  page: string,
  {
    language,
    offered,
    url,
    publicUrl,
  }: { language: LanguageCode; offered: readonly LanguageCode[]; url: string; publicUrl: string },
) => {
  const address = new URL(url, publicUrl);
  address.searchParams.delete(LANGUAGE_PARAMETER);
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${href.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const alternates = [
    link('x-default', address.href),
    ...offered.map((code) => {
      const localized = new URL(address);
      localized.searchParams.set(LANGUAGE_PARAMETER, code);
      return link(code, localized.href);
    }),
  ].join('');
  const { dir } = languageOf(language);
  return page
    .replace(/<html[^>]*>/, () => `<html lang="${language}" dir="${dir}" data-languages="${offered.join(' ')}">`)
    .replace('</head>', () => `${alternates}</head>`);
};

/**
 * The language of the page an API request comes from: the reader's choice (the `lang` cookie the language menu sets),
 * else the best match of Accept-Language among the offered ones, else English. It becomes the preferred language of
 * the person the request creates (a vendor's contact, a registration), so that their mails are in it.
 */
export const requestLanguage = (
  request: Pick<FastifyRequest, 'headers'>,
  offered: readonly LanguageCode[],
): LanguageCode => {
  const remembered = offeredOr(parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE], offered);
  if (remembered) return remembered;
  const preferences = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] },
  }).languages();
  return matchLanguage(preferences, offered);
};
