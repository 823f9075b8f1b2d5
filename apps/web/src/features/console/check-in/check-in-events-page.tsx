import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../lib/format-date.ts';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { useCheckInEvents } from './api.ts';

/** `/console/check-in`: the events the signed-in role may open (a volunteer: today's), each opening its station. */
export function CheckInEventsPage() {
  const events = useCheckInEvents();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Check-in
      </Typography>
      <Typography sx={{ mb: 2 }}>Open the station of an event on a phone or tablet at the door.</Typography>
      <QueryState query={events} label="Loading events…">
        {(list) =>
          list.length === 0 ? (
            <Typography>No event today or coming up.</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((event) => (
                <li key={event.ExternalId}>
                  <Card variant="outlined">
                    <CardActionArea component={RouterLink} to={toConsole.checkInStation(event.ExternalId)}>
                      <CardContent>
                        <Typography variant="h2" component="h2" gutterBottom>
                          {event.Name}
                        </Typography>
                        <Typography color="text.secondary">
                          {formatInstant(event.StartsAt)}
                          {event.Location ? `, ${event.Location}` : ''}
                        </Typography>
                        {event.IsToday && <Chip label="Today" color="primary" size="small" sx={{ mt: 1 }} />}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
