import { EVENT_VIEWS, type EventView, type StaffEventListItem } from '@bridgehub/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths, toConsole } from '../console-paths.ts';
import { EVENTS_PAGE_SIZE, useStaffEventOptions, useStaffEvents } from './api.ts';
import { formatEventSpan } from './event-times.ts';

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

const viewOf = (raw: string | null): EventView => EVENT_VIEWS.find((view) => view === raw) ?? 'upcoming';

/** The browser's zone stands in while the program's loads. */
export const useProgramZone = () =>
  useStaffEventOptions().data?.ProgramTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `/console/events`: upcoming, drafts, past and cancelled events with their registrations. */
export function EventsPage() {
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search.get('view'));
  const [page, setPage] = useState(1);
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={view}
          onChange={(_event, value: EventView) => {
            setPage(1);
            setSearch(value === 'upcoming' ? {} : { view: value });
          }}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Events to show"
        >
          {EVENT_VIEWS.map((value) => (
            <Tab
              key={value}
              label={VIEW_LABELS[value]}
              value={value}
              id={`events-tab-${value}`}
              aria-controls="events-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="events-panel" aria-labelledby={`events-tab-${view}`}>
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
      </Box>
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
