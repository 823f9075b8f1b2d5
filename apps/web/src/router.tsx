import { createBrowserRouter, Outlet } from 'react-router';
import { LoadingState } from './components/loading-state.tsx';
import { RequireSession } from './features/auth/require-session.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { paths } from './paths.ts';

/** Screens are loaded on first visit, so `/` downloads only the shell and the welcome screen. */
export const router = createBrowserRouter([
  // The staff console: its own layout, session and routes, all behind this one lazy import (DESIGN.md §10).
  {
    path: `${paths.console}/*`,
    lazy: { Component: async () => (await import('./features/console/console-routes.tsx')).ConsoleRoutes },
    hydrateFallbackElement: <LoadingState label="Loading..." />,
  },
  {
    id: 'root',
    element: (
      <AppLayout>
        <Outlet />
      </AppLayout>
    ),
    // Unknown paths and thrown errors keep the header and footer around the error text.
    errorElement: (
      <AppLayout>
        <RouteError />
      </AppLayout>
    ),
    hydrateFallbackElement: <LoadingState label="Loading..." />,
    children: [
      {
        path: paths.home,
        lazy: { Component: async () => (await import('./features/welcome/welcome-page.tsx')).WelcomePage },
      },
      { path: paths.faq, lazy: { Component: async () => (await import('./features/faq/faq-page.tsx')).FaqPage } },
      {
        path: paths.verify,
        lazy: { Component: async () => (await import('./features/verify/verify-page.tsx')).VerifyPage },
      },
      {
        path: paths.event,
        lazy: { Component: async () => (await import('./features/events/event-page.tsx')).EventPage },
      },
      {
        path: paths.checkIn,
        lazy: { Component: async () => (await import('./features/events/check-in-page.tsx')).CheckInPage },
      },
      {
        path: paths.survey,
        lazy: { Component: async () => (await import('./features/survey/survey-page.tsx')).SurveyPage },
      },
      {
        path: paths.unsubscribe,
        lazy: {
          Component: async () => (await import('./features/unsubscribe/unsubscribe-page.tsx')).UnsubscribePage,
        },
      },
      {
        path: paths.registerVendor,
        lazy: {
          Component: async () =>
            (await import('./features/vendor/registration/registration-page.tsx')).RegistrationPage,
        },
      },
      {
        path: paths.login,
        lazy: { Component: async () => (await import('./features/auth/login-page.tsx')).LoginPage },
      },
      {
        path: paths.loginCallback,
        lazy: { Component: async () => (await import('./features/auth/login-callback-page.tsx')).LoginCallbackPage },
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.myBusiness,
            lazy: { Component: async () => (await import('./features/hub/hub-page.tsx')).HubPage },
          },
          {
            path: paths.manageContact,
            lazy: {
              Component: async () => (await import('./features/contacts/manage-contact-page.tsx')).ManageContactPage,
            },
          },
          {
            path: paths.createContact,
            lazy: {
              Component: async () => (await import('./features/contacts/create-contact-page.tsx')).CreateContactPage,
            },
          },
        ],
      },
    ],
  },
]);
