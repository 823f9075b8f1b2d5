/**
 * The message catalogs, each with the folders of `src/` whose texts it holds (lingui.config.ts). A screen loads the
 * shell's and its own (router.tsx), so a first visit downloads the messages it shows in one language only. The staff
 * console is in none: it stays in English (issue 22). Screens not yet translated (sign-in, vendor registration, the
 * hub and contacts, survey, unsubscribe, verify, cancellation) are in none either, until their catalog is added here.
 */
export const CATALOG_FOLDERS = {
  shell: ['app.tsx', 'router.tsx', 'layout', 'components', 'hooks', 'lib', 'api', 'i18n'],
  welcome: ['features/welcome'],
  events: ['features/events'],
  faq: ['features/faq'],
} as const;

export type CatalogName = keyof typeof CATALOG_FOLDERS;

/** Folders another catalog holds, inside one the shell names. */
export const SHELL_EXCLUDES = ['components/vendor-form'] as const;
