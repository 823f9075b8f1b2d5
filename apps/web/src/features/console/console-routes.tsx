import { routes } from '@bridgehub/contract';
import { Navigate, useRoutes } from 'react-router';
import { knowRoutes } from '../../api/client.ts';
import { AccessRequestsPage } from './access-requests/access-requests-page.tsx';
import { ConsoleAccountPage } from './account/account-page.tsx';
import { BroadcastPage } from './broadcasts/broadcast-page.tsx';
import { BroadcastsPage } from './broadcasts/broadcasts-page.tsx';
import { CheckInEventsPage } from './check-in/check-in-events-page.tsx';
import { CheckInStationPage } from './check-in/station-page.tsx';
import { consolePaths } from './console-paths.ts';
import { VendorDirectoryPage } from './directory/vendor-directory-page.tsx';
import { DocumentsReviewPage } from './documents/documents-review-page.tsx';
import { VendorDocumentsPanel } from './documents/vendor-documents-panel.tsx';
import { EditEventPage, NewEventPage } from './events/event-editor-page.tsx';
import { EventPage } from './events/event-page.tsx';
import { EventsPage } from './events/events-page.tsx';
import { ConsoleFaqsPage } from './faqs/faqs-page.tsx';
import { ConsoleHomePage } from './home/home-page.tsx';
import { ConsoleLanguagesPage } from './languages/languages-page.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { RequireStaffSession } from './layout/require-staff-session.tsx';
import { InboxPage } from './messages/inbox-page.tsx';
import { ThreadPage } from './messages/thread-page.tsx';
import { VendorMessagesPanel } from './messages/vendor-messages-panel.tsx';
import { ConsoleCallbackPage } from './sign-in/callback-page.tsx';
import { ConsoleLoginPage } from './sign-in/login-page.tsx';
import { ConsoleStaffPage } from './staff/staff-page.tsx';
import { SurveyPage } from './surveys/survey-page.tsx';
import { SurveysPage } from './surveys/surveys-page.tsx';
import { VendorPage, type VendorParts } from './vendor/vendor-page.tsx';

// The console's endpoints join the public ones the client starts with (api/client.ts).
knowRoutes(routes);

/** The console's parts meet here, not inside each other: the vendor page draws the documents' and messages' tabs. */
const VENDOR_PARTS: VendorParts = { documents: VendorDocumentsPanel, messages: VendorMessagesPanel };

/** A console path relative to `/console`, as these descendant routes take it. */
const under = (path: string) => path.slice(consolePaths.home.length + 1);

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
        { path: under(consolePaths.login), element: <ConsoleLoginPage /> },
        { path: under(consolePaths.loginCallback), element: <ConsoleCallbackPage /> },
        {
          element: <RequireStaffSession />,
          children: [
            { index: true, element: <ConsoleHomePage /> },
            { path: under(consolePaths.account), element: <ConsoleAccountPage /> },
            { path: under(consolePaths.staff), element: <ConsoleStaffPage /> },
            { path: under(consolePaths.vendors), element: <VendorDirectoryPage /> },
            { path: under(consolePaths.vendor), element: <VendorPage parts={VENDOR_PARTS} /> },
            { path: under(consolePaths.documents), element: <DocumentsReviewPage /> },
            { path: under(consolePaths.messages), element: <InboxPage /> },
            { path: under(consolePaths.thread), element: <ThreadPage /> },
            { path: under(consolePaths.events), element: <EventsPage /> },
            { path: under(consolePaths.eventNew), element: <NewEventPage /> },
            { path: under(consolePaths.event), element: <EventPage /> },
            { path: under(consolePaths.eventEdit), element: <EditEventPage /> },
            { path: under(consolePaths.checkIn), element: <CheckInEventsPage /> },
            { path: under(consolePaths.checkInStation), element: <CheckInStationPage /> },
            { path: under(consolePaths.broadcasts), element: <BroadcastsPage /> },
            { path: under(consolePaths.broadcast), element: <BroadcastPage /> },
            { path: under(consolePaths.surveys), element: <SurveysPage /> },
            { path: under(consolePaths.survey), element: <SurveyPage /> },
            { path: under(consolePaths.faqs), element: <ConsoleFaqsPage /> },
            { path: under(consolePaths.languages), element: <ConsoleLanguagesPage /> },
            { path: under(consolePaths.accessRequests), element: <AccessRequestsPage /> },
          ],
        },
        { path: '*', element: <Navigate to={consolePaths.home} replace /> },
      ],
    },
  ]);
}
