// One language's catalogs (i18n/i18n.ts): the shell's comes with this module, each screen's when the screen loads. The
// same in every language's folder (i18n/catalogs.test.ts).
import { messages as shell } from './shell.po';

export const catalogs = {
  shell: async () => ({ messages: shell }),
  errors: () => import('./errors.po'),
  welcome: () => import('./welcome.po'),
  events: () => import('./events.po'),
  'event-registration': () => import('./event-registration.po'),
  faq: () => import('./faq.po'),
  auth: () => import('./auth.po'),
  captcha: () => import('./captcha.po'),
  'captcha-widget': () => import('./captcha-widget.po'),
  'vendor-form': () => import('./vendor-form.po'),
  registration: () => import('./registration.po'),
  terms: () => import('./terms.po'),
  'similar-names': () => import('./similar-names.po'),
  pages: () => import('./pages.po'),
  'language-assistance': () => import('./language-assistance.po'),
  accessibility: () => import('./accessibility.po'),
  hub: () => import('./hub.po'),
};
