import { CHECK_IN_EMAIL_PARAM, messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useEventDetails } from '../../api/events.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
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
  const { t } = useLingui();
  const translate = useTranslated();
  const eventName = details.data?.Name;

  return (
    <Container maxWidth="md">
      <Typography variant="h1" gutterBottom>
        {eventName === undefined
          ? translate(messages.checkIn)
          : t({ message: `Check-In: ${eventName}`, comment: 'The check-in page heading with the event name.' })}
      </Typography>
      {details.isPending && <LoadingState label={t`Loading event...`} holdsFooter />}
      {details.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {translate(messages.eventDataLoadFailed)}
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
