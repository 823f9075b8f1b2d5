import { ok } from '@bridgehub/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { AppRoutes } from '../router.tsx';
import { type ApiStubs, stubApi } from './api-stub.ts';

/** What every screen's frame asks for: the header's FAQ list, the footer's support address, the captcha's provider. */
const frameStubs: ApiStubs = {
  listFaqs: ok([]),
  getSiteSettings: ok({ SupportEmail: 'support@bridgehub.example' }),
  getCaptchaConfig: ok({ Provider: 'altcha', SiteKey: null }),
};

/**
 * Renders the app at `path` as the browser does — its providers (`App`: theme, queries, toasts), its routes, layout and
 * lazy screens — with the API answering from `api` (over `frameStubs`). Queries are not retried: the app's one quiet
 * retry only delays the error state a test is waiting for.
 */
export const renderApp = (path: string, { api = {} }: { api?: ApiStubs } = {}) => {
  const server = stubApi({ ...frameStubs, ...api });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // No pause between keys: a test types whole addresses, and each key renders the form again. Whether an element takes
  // pointer events is checked the first time it is clicked, not at every click: the check asks jsdom for the style of
  // the element and each ancestor, a full computation after any change (about 75 ms a click on the registration form).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachTarget });
  const view = render(
    <App
      queryClient={queryClient}
      router={
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      }
    />,
  );
  return { ...view, user, server };
};
