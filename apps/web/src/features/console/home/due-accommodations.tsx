import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDay, formatInstant } from '../../../lib/format-date.ts';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { useDueAccommodations } from './api.ts';

/**
 * Accommodation requests still new once their event's time to ask has closed (issue 22): each event links to its
 * requests, soonest first.
 */
export function DueAccommodations() {
  const due = useDueAccommodations();
  return (
    <Box component="section" aria-labelledby="due-accommodations-title" sx={{ mb: 4 }}>
      <Typography id="due-accommodations-title" variant="h2" component="h2" gutterBottom>
        Accommodations to arrange
      </Typography>
      <QueryState query={due} label="Looking for accommodation requests…">
        {(events) =>
          events.length === 0 ? (
            <Typography color="text.secondary">
              No accommodation request is waiting past its event’s time to ask.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby="due-accommodations-title"
              sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}
            >
              {events.map((event) => (
                <li key={event.EventId}>
                  <Link component={RouterLink} to={toConsole.event(event.EventId, 'accommodations')}>
                    {`${event.EventName}: ${event.NewRequests} new ${event.NewRequests === 1 ? 'request' : 'requests'}`}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {`Event on ${formatInstant(event.StartsAt)}; the time to ask ended on ${formatDay(event.Window.LastDay)}.`}
                  </Typography>
                </li>
              ))}
            </Box>
          )
        }
      </QueryState>
    </Box>
  );
}
