import { LANGUAGE_CODES } from '@bridgehub/contract';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The mails' catalogs (issue 22): every `i18n._({ id })` descriptor of the server's code, its id the English ICU
 * text, in `src/locales/<language>/mails.po` (infra/mail/mail-language.ts reads them). `npm run i18n:extract` writes
 * them with the web's.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/mails',
      include: ['<rootDir>/src/modules', '<rootDir>/src/infra/mail'],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
