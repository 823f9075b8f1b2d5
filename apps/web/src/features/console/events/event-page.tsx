import type { StaffEvent } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { UrlTabs, useUrlTab } from '../../../components/url-tabs.tsx';
import { formatEventSpan } from '../../../lib/format-date.ts';
import { to } from '../../../paths.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { consolePaths, toConsole } from '../console-paths.ts';
import { AccommodationsTab } from './accommodations-tab.tsx';
import { useCancelStaffEvent, useDuplicateStaffEvent, usePublishStaffEvent, useStaffEvent } from './api.ts';
import { AttendeesTab } from './attendees-tab.tsx';
import { EventNotFound, eventIdOf } from './event-not-found.tsx';
import { describeCounts, useProgramZone } from './events-page.tsx';

const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'attendees', label: 'Attendees' },
  { value: 'accommodations', label: 'Accommodations' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** `/console/events/:eventId?tab=details|attendees|accommodations` */
export function EventPage() {
  const eventId = eventIdOf(useParams().eventId);
  return eventId === null ? <EventNotFound /> : <EventScreen eventId={eventId} />;
}

function EventScreen({ eventId }: { eventId: number }) {
  const event = useStaffEvent(eventId);
  const [tab, selectTab] = useUrlTab<TabValue>(TABS, { fallback: 'details' });

  return (
    <QueryState query={event} label="Loading the event…">
      {(data) =>
        data === null ? (
          <EventNotFound />
        ) : (
          <>
            <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
              <Link component={RouterLink} to={consolePaths.events}>
                Events
              </Link>
              <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
                {data.Name}
              </Typography>
            </Breadcrumbs>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                {data.Name}
              </Typography>
              <StatusChip event={data} />
            </Box>
            <EventActions event={data} />
            <Paper variant="outlined" sx={{ mt: 2 }}>
              <UrlTabs label="Event" idPrefix="event" tabs={TABS} value={tab} onChange={selectTab}>
                {tab === 'attendees' ? (
                  <AttendeesTab event={data} />
                ) : tab === 'accommodations' ? (
                  <AccommodationsTab event={data} />
                ) : (
                  <DetailsTab event={data} />
                )}
              </UrlTabs>
            </Paper>
          </>
        )
      }
    </QueryState>
  );
}

function StatusChip({ event }: { event: StaffEvent }) {
  if (event.CancelledAt) return <Chip color="error" variant="outlined" label="Cancelled" />;
  if (!event.IsPublished) return <Chip variant="outlined" label="Draft" />;
  return <Chip color="success" variant="outlined" label="Published" />;
}

/** Publish or unpublish, edit, duplicate, cancel (asked first: registrants are mailed). */
function EventActions({ event }: { event: StaffEvent }) {
  const publish = usePublishStaffEvent();
  const duplicate = useDuplicateStaffEvent();
  const cancel = useCancelStaffEvent();
  const { ask, dialogProps } = useConfirmation();
  const navigate = useNavigate();
  const isCancelled = event.CancelledAt !== null;
  const error = publish.error?.message ?? duplicate.error?.message ?? cancel.error?.message;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {isCancelled ? null : (
          <>
            <Button
              variant="contained"
              loading={publish.isPending}
              onClick={() => publish.mutate({ eventId: event.Id, IsPublished: !event.IsPublished })}
            >
              {event.IsPublished ? 'Unpublish' : 'Publish'}
            </Button>
            <Button variant="outlined" component={RouterLink} to={toConsole.eventEdit(event.Id)}>
              Edit
            </Button>
          </>
        )}
        <Button
          variant="outlined"
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(event.Id, { onSuccess: (copy) => copy && navigate(toConsole.event(copy.Id)) })
          }
        >
          Duplicate
        </Button>
        {isCancelled ? null : (
          <Button
            variant="outlined"
            color="error"
            loading={cancel.isPending}
            onClick={() =>
              ask({
                title: `Cancel ${event.Name}?`,
                text: `The event leaves the public list and its page says it was cancelled. ${
                  event.Registered + event.Waitlisted
                } people registered or waiting are e-mailed a cancellation that removes it from their calendars. This can not be undone.`,
                action: 'Cancel event',
                isDestructive: true,
                onConfirm: () => cancel.mutate(event.Id),
              })
            }
          >
            Cancel event
          </Button>
        )}
      </Box>
      <ErrorAlert message={error} />
      <ConfirmDialog {...dialogProps} />
    </>
  );
}

function DetailsTab({ event }: { event: StaffEvent }) {
  const zone = useProgramZone();
  const rows: [string, string][] = [
    ['When', formatEventSpan(event.StartsAt, event.EndsAt, zone)],
    ['Location', event.Location || 'Not given'],
    ['Hosted by', event.IBREvent ? 'The program' : 'The community'],
    ['Registration', event.CanRegister ? 'Open in this application' : 'Not in this application'],
    [
      'Capacity',
      event.Capacity === null ? 'No limit' : `${event.Capacity} ${event.Capacity === 1 ? 'place' : 'places'}`,
    ],
    ['Registrations', describeCounts(event)],
    ['Accommodations', `Promised when asked ${event.AccommodationLeadDays} business days before the event or earlier`],
  ];
  return (
    <>
      {event.CancelledAt ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This event was cancelled. Duplicate it to plan it again.
        </Alert>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {event.IsPublished && !event.CancelledAt ? (
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={to.event(event.ExternalId)}>
            Open the public page
          </Link>
        </Typography>
      ) : null}
      {event.Description ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
            Description
          </Typography>
          <Box
            sx={{ overflowWrap: 'anywhere' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes event descriptions
            dangerouslySetInnerHTML={{ __html: event.Description }}
          />
        </>
      ) : null}
    </>
  );
}
