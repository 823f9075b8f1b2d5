/**
 * The message catalogs, each with the folders and files of `src/` whose texts it holds (lingui.config.ts). A screen
 * loads the shell's and its own (router.tsx, a lazy part's), so a first visit downloads the messages it shows in one language only. The staff
 * console is in none: it stays in English (issue 22), and loads the English of the fields and parts it shares
 * ('vendor-form', and the hub's thread history and review status).
 */
export const CATALOG_FOLDERS = {
  shell: ['app.tsx', 'router.tsx', 'layout', 'components', 'hooks', 'lib', 'api', 'i18n'],
  // The router's error page (§2), drawn seldom.
  errors: ['layout/route-error.tsx'],
  welcome: ['features/welcome'],
  events: ['features/events'],
  // Apart from the event page's: a first visit shows one of its tabs, check-in on the day of the event.
  'event-registration': [
    'features/events/event-registration-form.tsx',
    'features/events/accommodation-fields.tsx',
    'features/events/accommodation-notice.tsx',
  ],
  faq: ['features/faq'],
  auth: ['features/auth'],
  // The captcha's placeholder and errors, with the forms that have one; the widget's own texts load with the widget,
  // which comes only as it nears the screen (a long form's end, or the event form once started).
  captcha: ['components/captcha'],
  'captcha-widget': ['components/captcha/altcha-widget.tsx'],
  // The vendor's business and contact fields, which registration, the hub, the contacts pages and the console draw.
  'vendor-form': ['components/vendor-form', 'components/form'],
  registration: ['features/vendor'],
  // Dialogs, with their texts when first opened.
  terms: ['features/vendor/registration/terms-dialog.tsx'],
  'similar-names': ['components/vendor-form/similar-names-dialog.tsx'],
  // Title VI's notice and the accessibility statement, each a page of its own with its form.
  'language-assistance': ['features/language-assistance'],
  accessibility: ['features/accessibility'],
  pages: ['features/survey', 'features/unsubscribe', 'features/verify', 'features/cancel-registration'],
  // The vendor hub (/MyBusiness) and its contact screens (/CreateContact, /ManageContact/{id}), with the parts the
  // console draws too: a thread's history and a file's review status. One catalog, not two: each catalog is a line of
  // every language's index, which every first visit downloads (the event page has no room left).
  hub: ['features/hub', 'features/contacts', 'components/chat-messages.tsx', 'components/review-status-chip.tsx'],
} as const;

export type CatalogName = keyof typeof CATALOG_FOLDERS;

/** Sources another catalog holds, inside a folder one names. */
export const EXCLUDED: Partial<Record<CatalogName, readonly string[]>> = {
  shell: [
    'components/vendor-form',
    'components/form',
    'components/captcha',
    'components/chat-messages.tsx',
    'components/review-status-chip.tsx',
    'layout/route-error.tsx',
  ],
  events: [
    'features/events/event-registration-form.tsx',
    'features/events/accommodation-fields.tsx',
    'features/events/accommodation-notice.tsx',
  ],
  captcha: ['components/captcha/altcha-widget.tsx'],
  registration: ['features/vendor/registration/terms-dialog.tsx'],
  'vendor-form': ['components/vendor-form/similar-names-dialog.tsx'],
};
