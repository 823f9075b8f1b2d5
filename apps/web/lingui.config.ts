import * as contract from '@bridgehub/contract';
import { extractor as babelExtractor } from '@lingui/cli/api';
import { defineConfig, type ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_FOLDERS, type CatalogName, EXCLUDED } from './src/i18n/catalogs.ts';

/**
 * The texts of one of the contract's message tables (`messages`, `accommodationMessages`…) at a path: the text there,
 * or every text of the table there (`accommodationMessages.needs`, which a screen indexes by need).
 */
const contractTexts = (table: string, path: string[]): string[] => {
  let value: unknown = (contract as Record<string, unknown>)[table];
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).filter((text): text is string => typeof text === 'string');
};

/**
 * The specification's texts live once, in English, in the contract's message tables (the server answers them too). A
 * file that shows one names it (`messages.emailInUse`); this extractor adds it to that file's catalog with the English
 * text as its id, so that a translator reads the English as for any message and the web translates an answer's text
 * by it (i18n/translated.ts). Every other text is a Lingui macro in the file, which the default extractor reads.
 */
const contractMessages: ExtractorType = {
  match: (filename) => babelExtractor.match(filename),
  async extract(filename, code, onMessageExtracted, context) {
    await babelExtractor.extract(filename, code, onMessageExtracted, context);
    const named = new Set<string>();
    const lines = code.split('\n');
    lines.forEach((line, index) => {
      for (const [, table = '', path = ''] of line.matchAll(/\b(\w*[mM]essages)((?:\.\w+)+)/g)) {
        for (const text of contractTexts(table, path.slice(1).split('.'))) {
          if (named.has(text)) continue;
          named.add(text);
          onMessageExtracted({
            id: text,
            message: text,
            origin: [filename, index + 1],
            comment: `contract ${table}${path}`,
          });
        }
      }
    });
  },
};

const folders = (names: readonly string[]) => names.map((name) => `<rootDir>/src/${name}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: [...contract.LANGUAGE_CODES],
  fallbackLocales: { default: 'en' },
  catalogs: (Object.entries(CATALOG_FOLDERS) as [CatalogName, readonly string[]][]).map(([name, include]) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    include: folders(include),
    exclude: ['**/*.test.ts', '**/*.test.tsx', ...folders(EXCLUDED[name] ?? [])],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
  extractors: [contractMessages],
});
