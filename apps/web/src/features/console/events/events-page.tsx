import { EVENT_VIEWS, type EventView, type StaffEventListItem } from '@bridgehub/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { UrlTabs, useUrlTab } from '../../../components/url-tabs.tsx';
import { useUrlPage } from '../../../hooks/use-url-page.ts';
import { formatEventSpan } from '../../../lib/format-date.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths, toConsole } from '../console-paths.ts';
import { EVENTS_PAGE_SIZE, useStaffEventOptions, useStaffEvents } from './api.ts';

const VIEW_LABELS: Record<EventView, string> = {
  upcoming: 'Upcoming',
  drafts: 'Drafts',
  past: 'Past',
  cancelled: 'Cancelled',
};

const EMPTY: Record<EventView, string> = {
  upcoming: 'No published event is coming up.',
  drafts: 'No drafts. A new event starts as a draft until it is published.',
  past: 'No past events.',
  cancelled: 'No cancelled events.',
};

const VIEW_TABS = EVENT_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }));

/** The browser's zone stands in while the program's loads. */
export const useProgramZone = () =>
  useStaffEventOptions().data?.ProgramTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `/console/events`: upcoming, drafts, past and cancelled events with their registrations. */
export function EventsPage() {
  const [view, selectView] = useUrlTab<EventView>(VIEW_TABS, {
    param: 'view',
    fallback: 'upcoming',
    isFallbackBare: true,
  });
  const [page, setPage] = useUrlPage();
  const events = useStaffEvents(view, page);
  const zone = useProgramZone();

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Events
        </Typography>
        <Button component={RouterLink} to={consolePaths.eventNew} variant="contained" startIcon={<AddIcon />}>
          New event
        </Button>
      </Box>
      <UrlTabs
        label="Events to show"
        idPrefix="events"
        tabs={VIEW_TABS}
        value={view}
        onChange={selectView}
        barSx={{ mb: 2 }}
        panelSx={{}}
      >
        <QueryState query={events} label="Loading events…">
          {({ Items, Total }) =>
            Total === 0 ? (
              <Typography>{EMPTY[view]}</Typography>
            ) : (
              <>
                <Box component="ul" aria-label={`${VIEW_LABELS[view]} events`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {Items.map((event) => (
                    <EventRow key={event.Id} event={event} zone={zone} />
                  ))}
                </Box>
                <Pages
                  page={page}
                  total={Total}
                  pageSize={EVENTS_PAGE_SIZE}
                  onChange={setPage}
                  label="Pages of events"
                />
              </>
            )
          }
        </QueryState>
      </UrlTabs>
    </>
  );
}

/** "12 of 40 places taken · 3 waiting · 0 checked in". */
export const describeCounts = (
  event: Pick<StaffEventListItem, 'Registered' | 'Waitlisted' | 'CheckedIn' | 'Capacity'>,
) =>
  [
    event.Capacity === null
      ? `${event.Registered} registered`
      : `${event.Registered} of ${event.Capacity} places taken`,
    `${event.Waitlisted} on the waitlist`,
    `${event.CheckedIn} checked in`,
  ].join(' · ');

function EventRow({ event, zone }: { event: StaffEventListItem; zone: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Link
          component={RouterLink}
          to={toConsole.event(event.Id)}
          variant="h3"
          sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}
        >
          {event.Name}
        </Link>
        {event.IsCancelled ? (
          <Chip size="small" color="error" variant="outlined" label="Cancelled" />
        ) : !event.IsPublished ? (
          <Chip size="small" variant="outlined" label="Draft" />
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {formatEventSpan(event.StartsAt, event.EndsAt, zone)}
        {event.Location ? ` · ${event.Location}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {describeCounts(event)}
      </Typography>
    </Paper>
  );
}
