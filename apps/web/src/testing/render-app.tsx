import { LANGUAGE_CODES, type LanguageCode, ok } from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { i18n as pageI18n } from '../i18n/i18n.ts';
import { OfferedLanguages } from '../i18n/offered-languages.ts';
import { AppRoutes } from '../router.tsx';
import { type ApiStubs, stubApi } from './api-stub.ts';

/** What every screen's frame asks for: the header's FAQ list, the footer's support address, the captcha's provider. */
const frameStubs: ApiStubs = {
  listFaqs: ok([]),
  getSiteSettings: ok({ SupportEmail: 'support@bridgehub.example' }),
  getCaptchaConfig: ok({ Provider: 'altcha', SiteKey: null }),
};

/**
 * Renders the app at `path` as the browser does — its providers (`App`: language, theme, queries, toasts), its routes,
 * layout and lazy screens — with the API answering from `api` (over `frameStubs`), in English unless `i18n` reads
 * another language (testing/languages.ts), the language menu offering `languages`. Queries are not retried: the app's one quiet retry only delays the error
 * state a test is waiting for.
 */
export const renderApp = (
  path: string,
  {
    api = {},
    i18n = pageI18n,
    languages = LANGUAGE_CODES,
  }: { api?: ApiStubs; i18n?: I18n; languages?: readonly LanguageCode[] } = {},
) => {
  const server = stubApi({ ...frameStubs, ...api });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No pause between keys: a test types whole addresses, and each key renders the form again. Whether an element takes
  // pointer events is checked the first time it is clicked, not at every click: the check asks jsdom for the style of
  // the element and each ancestor, a full computation after any change (about 75 ms a click on the registration form).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachTarget });
  const view = render(
    <OfferedLanguages value={languages}>
      <App
        i18n={i18n}
        queryClient={queryClient}
        router={
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        }
      />
    </OfferedLanguages>,
  );
  return { ...view, user, server };
};
