import { CHECK_IN_EMAIL_PARAM, messages } from '@bridgehub/contract';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useEventDetails } from '../../api/events.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { readHandover } from '../../lib/attendee-handover.ts';
import { CheckInForm } from './check-in-form.tsx';

/**
 * §2 Check-in screen (/CheckIn/{EventId}). An e-mail handed over by navigation (the survey, or `?email=` in the
 * confirmation mail's link) checks in by itself on the day of the event.
 */
export function CheckInPage() {
  const eventId = useParams().EventId ?? '';
  const handover = readHandover(useLocation().state);
  const [search] = useSearchParams();
  const email = handover.email ?? search.get(CHECK_IN_EMAIL_PARAM) ?? '';
  const details = useEventDetails(eventId);

  return (
    <Container maxWidth="md">
      <Typography variant="h1" gutterBottom>
        {messages.checkIn}
        {details.data ? `: ${details.data.Name}` : ''}
      </Typography>
      {details.isPending && <LoadingState label="Loading event..." holdsFooter />}
      {details.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {messages.eventDataLoadFailed}
        </Typography>
      )}
      {details.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <CheckInForm
            eventId={eventId}
            isEventToday={details.data.EventToday && details.data.CanRegister}
            initialEmail={email}
            isAutomatic
          />
        </Paper>
      )}
    </Container>
  );
}
