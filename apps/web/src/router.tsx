import { useLingui } from '@lingui/react/macro';
import { Component, type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { lazyPart } from './components/lazy-part.tsx';
import { LoadingState } from './components/loading-state.tsx';
import { RequireSession } from './features/auth/require-session.tsx';
import type { CatalogName } from './i18n/catalogs.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { paths } from './paths.ts';

/**
 * Declarative routes rather than a data router (`createBrowserRouter`): no screen uses loaders, actions or fetchers,
 * and the data router's runtime is ~18 KB gzipped on every first visit (issue 8's 150 KB budget).
 */

/** A screen loaded on first visit, so `/` downloads only the shell and the welcome screen. */
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  catalogs: readonly CatalogName[],
) => {
  const Screen = lazyPart(load, name, catalogs);
  return <Screen />;
};

function ScreenLoading() {
  const { t } = useLingui();
  return <LoadingState label={t`Loading...`} holdsFooter />;
}

/** What a screen shows while its code loads; also the prerendered first frame's (server-render.tsx). */
export const loading = <ScreenLoading />;

/** §2's error page, with its messages: a page shows it seldom, so a first visit does not download it. */
const RouteError = lazyPart(() => import('./layout/route-error.tsx'), 'RouteError', ['errors']);

/** Catches what a screen throws (a failed lazy chunk included) and shows §2's router error page instead. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={loading}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}

/** The public and vendor screens inside the layout; a new path clears a previous error, as the data router did. */
function PublicFrame() {
  const { pathname } = useLocation();
  return (
    <AppLayout>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}

/** Where code outside React asked to go before the router was mounted (a session refused while the page loads). */
let pendingNavigation: string | undefined;
let navigateOutsideReact: (to: string) => void = (to) => {
  pendingNavigation = to;
};

/**
 * Navigation for code outside React (the session ending by itself), through the router, which takes it once mounted:
 * loading the page anew instead would race the screens' own redirects, and a person would see the page load twice.
 */
export const navigateTo = (to: string) => navigateOutsideReact(to);

/** Built once: each lazy screen must be one component for the life of the page. */
const routes: RouteObject[] = [
  // The staff console: its own layout, session and routes, all behind this one lazy import (DESIGN.md §10).
  {
    path: `${paths.console}/*`,
    element: (
      <Suspense fallback={loading}>
        {screen(() => import('./features/console/console-routes.tsx'), 'ConsoleRoutes', ['vendor-form', 'hub'])}
      </Suspense>
    ),
  },
  {
    element: <PublicFrame />,
    children: [
      {
        path: paths.home,
        element: screen(() => import('./features/welcome/welcome-page.tsx'), 'WelcomePage', ['welcome']),
      },
      { path: paths.faq, element: screen(() => import('./features/faq/faq-page.tsx'), 'FaqPage', ['faq']) },
      {
        path: paths.verify,
        element: screen(() => import('./features/verify/verify-page.tsx'), 'VerifyPage', ['pages']),
      },
      { path: paths.event, element: screen(() => import('./features/events/event-page.tsx'), 'EventPage', ['events']) },
      {
        path: paths.checkIn,
        element: screen(() => import('./features/events/check-in-page.tsx'), 'CheckInPage', ['events']),
      },
      {
        path: paths.survey,
        element: screen(() => import('./features/survey/survey-page.tsx'), 'SurveyPage', ['pages', 'captcha']),
      },
      {
        path: paths.unsubscribe,
        element: screen(() => import('./features/unsubscribe/unsubscribe-page.tsx'), 'UnsubscribePage', ['pages']),
      },
      {
        path: paths.cancelRegistration,
        element: screen(
          () => import('./features/cancel-registration/cancel-registration-page.tsx'),
          'CancelRegistrationPage',
          ['pages'],
        ),
      },
      {
        path: paths.languageAssistance,
        element: screen(
          () => import('./features/language-assistance/language-assistance-page.tsx'),
          'LanguageAssistancePage',
          ['language-assistance', 'captcha'],
        ),
      },
      {
        path: paths.accessibility,
        element: screen(() => import('./features/accessibility/accessibility-page.tsx'), 'AccessibilityPage', [
          'accessibility',
          'captcha',
        ]),
      },
      {
        path: paths.registerVendor,
        element: screen(() => import('./features/vendor/registration/registration-page.tsx'), 'RegistrationPage', [
          'captcha',
          'registration',
          'vendor-form',
        ]),
      },
      { path: paths.login, element: screen(() => import('./features/auth/login-page.tsx'), 'LoginPage', ['auth']) },
      {
        path: paths.loginCallback,
        element: screen(() => import('./features/auth/login-callback-page.tsx'), 'LoginCallbackPage', ['auth']),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.myBusiness,
            element: screen(() => import('./features/hub/hub-page.tsx'), 'HubPage', ['hub', 'vendor-form']),
          },
          {
            path: paths.manageContact,
            element: screen(() => import('./features/contacts/manage-contact-page.tsx'), 'ManageContactPage', [
              'hub',
              'vendor-form',
            ]),
          },
          {
            path: paths.createContact,
            element: screen(() => import('./features/contacts/create-contact-page.tsx'), 'CreateContactPage', [
              'hub',
              'vendor-form',
            ]),
          },
        ],
      },
      // §2: an unknown path shows the router's error page with its status, inside the layout.
      { path: '*', element: <RouteError error={{ status: 404 }} /> },
    ],
  },
];

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutsideReact = (to) => void navigate(to);
    if (pendingNavigation !== undefined) navigateOutsideReact(pendingNavigation);
    pendingNavigation = undefined;
  }, [navigate]);
  return useRoutes(routes);
}
