import { LANGUAGE_CODES } from '@bridgehub/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inLanguage, languageCookie, pageLanguage } from './page-language.ts';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as FastifyRequest;

describe('pageLanguage', () => {
  it('follows Accept-Language by weight, matching each language with its script', () => {
    expect(
      pageLanguage(request('/', { 'accept-language': 'fr;q=0.9, zh-TW;q=0.8, en;q=0.1' }), LANGUAGE_CODES),
    ).toEqual({ language: 'zh-Hant', chosen: undefined });
    expect(pageLanguage(request('/', { 'accept-language': 'en-US,es;q=0.9' }), LANGUAGE_CODES).language).toBe('en');
    expect(pageLanguage(request('/FAQ'), LANGUAGE_CODES).language).toBe('en');
  });

  it('prefers the remembered choice to Accept-Language, and an address that asks to both', () => {
    const headers = { 'accept-language': 'es', cookie: 'theme=dark; lang=ar' };
    expect(pageLanguage(request('/', headers), LANGUAGE_CODES)).toEqual({ language: 'ar', chosen: undefined });
    expect(pageLanguage(request('/Register/x?lang=ko&tab=1', headers), LANGUAGE_CODES)).toEqual({
      language: 'ko',
      chosen: 'ko',
    });
  });

  it('ignores a language not offered or unknown, wherever it comes from', () => {
    const offered = ['en', 'es'] as const;
    expect(pageLanguage(request('/?lang=ar', { cookie: 'lang=xx', 'accept-language': 'ru' }), offered)).toEqual({
      language: 'en',
      chosen: undefined,
    });
    expect(pageLanguage(request('/?lang=fr', { cookie: 'lang=es' }), offered).language).toBe('es');
  });
});

describe('languageCookie', () => {
  it('remembers the choice for a year on every page, Secure behind https', () => {
    expect(languageCookie('es', false)).toBe('lang=es; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('zh-Hant', true)).toContain('; Secure');
  });
});

describe('inLanguage', () => {
  const page = '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>';

  it('writes the language, its direction and the languages offered on <html>', () => {
    const html = inLanguage(page, { language: 'ar', offered: ['en', 'ar'], url: '/', publicUrl: 'https://x.example' });
    expect(html).toContain('<html lang="ar" dir="rtl" data-languages="en ar">');
  });

  it('links the page in each offered language, the bare address as the default, its own query kept', () => {
    const html = inLanguage(page, {
      language: 'es',
      offered: ['en', 'es'],
      url: '/MyBusiness?tab=2&lang=es',
      publicUrl: 'https://x.example',
    });
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://x.example/MyBusiness?tab=2">' +
        '<link rel="alternate" hreflang="en" href="https://x.example/MyBusiness?tab=2&amp;lang=en">' +
        '<link rel="alternate" hreflang="es" href="https://x.example/MyBusiness?tab=2&amp;lang=es"></head>',
    );
  });
});
