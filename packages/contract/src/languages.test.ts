import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, matchLanguage } from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    [['es-MX', 'en;q=0.5'], 'es'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-Hant'], 'zh-Hant'],
    [['ar-EG'], 'ar'],
    [['so-SO'], 'so'],
    [['ko-KR'], 'ko'],
    [['vi'], 'vi'],
    [['ru-RU'], 'ru'],
    [['fr-CA', 'ru'], 'ru'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
    [['*'], 'en'],
    [['not a tag'], 'en'],
  ])('%j → %s among all nine', (preferences, expected) => {
    expect(matchLanguage(preferences, LANGUAGE_CODES)).toBe(expected);
  });

  it('offers only what the operator offers, English otherwise', () => {
    expect(matchLanguage(['ar', 'es'], ['en', 'es'])).toBe('es');
    expect(matchLanguage(['ar'], ['en', 'es'])).toBe('en');
  });
});
