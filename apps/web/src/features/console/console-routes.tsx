import { Navigate, useRoutes } from 'react-router';
import { paths } from '../../paths.ts';
import { ConsoleAccountPage } from './account/account-page.tsx';
import { BroadcastPage } from './broadcasts/broadcast-page.tsx';
import { BroadcastsPage } from './broadcasts/broadcasts-page.tsx';
import { CheckInEventsPage } from './check-in/check-in-events-page.tsx';
import { CheckInStationPage } from './check-in/station-page.tsx';
import { VendorDirectoryPage } from './directory/vendor-directory-page.tsx';
import { DocumentsReviewPage } from './documents/documents-review-page.tsx';
import { EditEventPage, NewEventPage } from './events/event-editor-page.tsx';
import { EventPage } from './events/event-page.tsx';
import { EventsPage } from './events/events-page.tsx';
import { ConsoleFaqsPage } from './faqs/faqs-page.tsx';
import { ConsoleHomePage } from './home/home-page.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { RequireStaffSession } from './layout/require-staff-session.tsx';
import { InboxPage } from './messages/inbox-page.tsx';
import { ThreadPage } from './messages/thread-page.tsx';
import { ConsoleCallbackPage } from './sign-in/callback-page.tsx';
import { ConsoleLoginPage } from './sign-in/login-page.tsx';
import { ConsoleStaffPage } from './staff/staff-page.tsx';
import { SurveyPage } from './surveys/survey-page.tsx';
import { SurveysPage } from './surveys/surveys-page.tsx';
import { VendorPage } from './vendor/vendor-page.tsx';

/** A console path relative to `/console`, as these descendant routes take it. */
const under = (path: string) => path.slice(paths.console.length + 1);

/**
 * The console's screens. Descendant routes (`useRoutes` rather than `<Routes>`, whose JSX reader would join the shared
 * router chunk), so the public router holds one lazy entry for the whole console and a
 * first visit of a public page downloads nothing of it.
 */
export function ConsoleRoutes() {
  return useRoutes([
    {
      element: <ConsoleLayout />,
      children: [
        { path: under(paths.consoleLogin), element: <ConsoleLoginPage /> },
        { path: under(paths.consoleLoginCallback), element: <ConsoleCallbackPage /> },
        {
          element: <RequireStaffSession />,
          children: [
            { index: true, element: <ConsoleHomePage /> },
            { path: under(paths.consoleAccount), element: <ConsoleAccountPage /> },
            { path: under(paths.consoleStaff), element: <ConsoleStaffPage /> },
            { path: under(paths.consoleVendors), element: <VendorDirectoryPage /> },
            { path: under(paths.consoleVendor), element: <VendorPage /> },
            { path: under(paths.consoleDocuments), element: <DocumentsReviewPage /> },
            { path: under(paths.consoleMessages), element: <InboxPage /> },
            { path: under(paths.consoleThread), element: <ThreadPage /> },
            { path: under(paths.consoleEvents), element: <EventsPage /> },
            { path: under(paths.consoleEventNew), element: <NewEventPage /> },
            { path: under(paths.consoleEvent), element: <EventPage /> },
            { path: under(paths.consoleEventEdit), element: <EditEventPage /> },
            { path: under(paths.consoleCheckIn), element: <CheckInEventsPage /> },
            { path: under(paths.consoleCheckInStation), element: <CheckInStationPage /> },
            { path: under(paths.consoleBroadcasts), element: <BroadcastsPage /> },
            { path: under(paths.consoleBroadcast), element: <BroadcastPage /> },
            { path: under(paths.consoleSurveys), element: <SurveysPage /> },
            { path: under(paths.consoleSurvey), element: <SurveyPage /> },
            { path: under(paths.consoleFaqs), element: <ConsoleFaqsPage /> },
          ],
        },
        { path: '*', element: <Navigate to={paths.console} replace /> },
      ],
    },
  ]);
}
