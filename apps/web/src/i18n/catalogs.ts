/**
 * The message catalogs, each with the folders and files of `src/` whose texts it holds (lingui.config.ts). A screen loads the
 * shell's and its own (router.tsx), so a first visit downloads the messages it shows in one language only. The staff
 * console is in none: it stays in English (issue 22). Screens not yet translated (vendor registration, the hub and
 * contacts) are in none either, until their catalog is added here.
 */
export const CATALOG_FOLDERS = {
  shell: ['app.tsx', 'router.tsx', 'layout', 'components', 'hooks', 'lib', 'api', 'i18n'],
  welcome: ['features/welcome'],
  events: ['features/events'],
  // Apart from the event page's: a first visit shows one of its tabs, check-in on the day of the event.
  'event-registration': ['features/events/event-registration-form.tsx'],
  faq: ['features/faq'],
  auth: ['features/auth'],
  pages: ['features/survey', 'features/unsubscribe', 'features/verify', 'features/cancel-registration'],
} as const;

export type CatalogName = keyof typeof CATALOG_FOLDERS;

/** Sources another catalog holds, inside a folder one names. */
export const EXCLUDED: Partial<Record<CatalogName, readonly string[]>> = {
  shell: ['components/vendor-form'],
  events: ['features/events/event-registration-form.tsx'],
};
