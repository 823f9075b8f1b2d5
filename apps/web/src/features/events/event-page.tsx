import { eventPageMessages, messages } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { eventCalendarUrl, useEventDetails } from '../../api/events.ts';
import { EventDate } from '../../components/event-date.tsx';
import { CalendarIcon, HostIndicator } from '../../components/host-indicator.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { type TabItem, Tabs } from '../../components/tabs.tsx';

type EventTab = 'register' | 'checkIn';

// Each tab's form loads with its tab: a first visit needs only the one the page opens on (first-visit budget).
const EventRegistrationForm = lazyPart(() => import('./event-registration-form.tsx'), 'EventRegistrationForm');
const CheckInForm = lazyPart(() => import('./check-in-form.tsx'), 'CheckInForm');

/** §2 Public event page (/Register/{eventId}). */
export function EventPage() {
  const eventId = useParams().eventId ?? '';
  const details = useEventDetails(eventId);

  return (
    <Container maxWidth="md">
      {details.isPending && <LoadingState label="Loading event..." holdsFooter />}
      {details.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {messages.eventDataLoadFailed}
        </Typography>
      )}
      {/* An unknown, draft or unpublished event: the API's 404, said beside the specification's text. */}
      {details.error?.message === messages.notFound && <Typography>{eventPageMessages.eventNotFound}</Typography>}
      {details.data && (
        <>
          <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {details.data.Name}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
            <HostIndicator isProgramHosted={details.data.IBREvent} withText />
            <Typography>
              <strong>Location:</strong> {details.data.Location}
            </Typography>
            <Typography>
              <strong>Starts:</strong> <EventDate utc={details.data.Date} long />
            </Typography>
            <Typography>
              <strong>Ends:</strong> <EventDate utc={details.data.EndDate} long />
            </Typography>
          </Box>
          {details.data.IsCancelled ? (
            <Box sx={{ ...outlined, p: 3, mb: 3, borderColor: 'warning.main' }}>
              <Typography>
                <strong>{eventPageMessages.eventCancelled}</strong> Registration and check-in are closed.
              </Typography>
            </Box>
          ) : (
            <Button
              href={eventCalendarUrl(details.data.ExternalId)}
              download
              variant="outlined"
              startIcon={<CalendarIcon />}
              sx={{ mb: 3 }}
            >
              Download calendar file
            </Button>
          )}
          {/* Sanitized by the server on write and on read (DESIGN.md §8). */}
          <Box
            className="event-description"
            sx={{ mb: 4, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes event descriptions
            dangerouslySetInnerHTML={{ __html: details.data.Description }}
          />
          {details.data.IsCancelled ? null : details.data.CanRegister ? (
            <EventTabs
              key={details.data.ExternalId}
              eventId={details.data.ExternalId}
              isEventToday={details.data.EventToday}
            />
          ) : (
            <Box sx={{ ...outlined, p: 3 }}>
              <Typography>{messages.eventNotRegistrable}</Typography>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}

/** MUI's outlined Paper drawn with Box: Paper's runtime costs the event page's first visit ~0.9 KB gzipped. */
const outlined = { border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' } as const;

const eventTabs: readonly TabItem<EventTab>[] = [
  { value: 'register', label: messages.register, id: 'tab-register', panelId: 'panel-register' },
  { value: 'checkIn', label: messages.checkIn, id: 'tab-check-in', panelId: 'panel-check-in' },
];

/** Register and Check-In tabs; §2 opens on Check-In when the event is today. */
function EventTabs({ eventId, isEventToday }: { eventId: string; isEventToday: boolean }) {
  const [tab, setTab] = useState<EventTab>(isEventToday ? 'checkIn' : 'register');
  const [checkInEmail, setCheckInEmail] = useState('');
  return (
    <Box sx={outlined}>
      <Tabs label="Register or check in" value={tab} items={eventTabs} onChange={setTab} />
      <Box
        role="tabpanel"
        id="panel-register"
        aria-labelledby="tab-register"
        hidden={tab !== 'register'}
        sx={{ p: { xs: 2, sm: 4 } }}
      >
        {tab === 'register' && (
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <EventRegistrationForm
              eventId={eventId}
              goToCheckIn={(email) => {
                setCheckInEmail(email);
                setTab('checkIn');
              }}
            />
          </Suspense>
        )}
      </Box>
      <Box
        role="tabpanel"
        id="panel-check-in"
        aria-labelledby="tab-check-in"
        hidden={tab !== 'checkIn'}
        sx={{ p: { xs: 2, sm: 4 } }}
      >
        {tab === 'checkIn' && (
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <CheckInForm key={checkInEmail} eventId={eventId} isEventToday={isEventToday} initialEmail={checkInEmail} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
