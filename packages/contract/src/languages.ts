/**
 * The languages the product can be read in (issue 22): English, the default and the specification's, then the
 * languages of the program's outreach and of the Washington department's notice. Each is named in itself, as a language
 * menu shows it, and read in its own direction.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'zh-Hant', name: '繁體中文', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'so', name: 'Soomaali', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** Always offered, and what a message missing elsewhere falls back to. */
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageOf = (code: LanguageCode): Language =>
  LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

/** The cookie that remembers a reader's choice, and the query parameter that makes one (a link of the menu). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAMETER = 'lang';

/** Language and script of a tag, with the likely script filled in (zh-TW → zh-Hant, zh-CN and zh → zh-Hans). */
const languageAndScript = (tag: string) => {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return `${locale.language}-${locale.script ?? ''}`;
  } catch {
    return undefined; // not a well-formed tag: it matches nothing
  }
};

/**
 * The offered language that best serves a reader's preferences, most preferred first (as Accept-Language lists them
 * once ordered by weight): the first preference whose language and script one offers, else the default. Intl's likely
 * subtags decide the script, so a Taiwanese or Hong Kong reader gets Traditional Chinese and a mainland one Simplified.
 */
export const matchLanguage = (preferences: readonly string[], offered: readonly LanguageCode[]): LanguageCode => {
  const candidates = offered.map((code) => ({ code, key: languageAndScript(code) }));
  for (const preference of preferences) {
    const key = languageAndScript(preference);
    const found = key && candidates.find((candidate) => candidate.key === key);
    if (found) return found.code;
  }
  return DEFAULT_LANGUAGE;
};
