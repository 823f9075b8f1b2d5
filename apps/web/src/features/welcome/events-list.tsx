import { type EventListItem, messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { eventCalendarUrl, useUpcomingEvents } from '../../api/events.ts';
import { EventDate } from '../../components/event-date.tsx';
import { CalendarIcon, HostIndicator } from '../../components/host-indicator.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { paths, to } from '../../paths.ts';

/** §2 Welcome: 'Local Business and Community Events' (container max width 1500px). */
export function EventsList() {
  const events = useUpcomingEvents();
  const { t } = useLingui();
  const translate = useTranslated();
  return (
    <Box
      component="section"
      aria-labelledby="events-heading"
      sx={{ mt: 5, mx: 'auto', maxWidth: 1500, px: { xs: 2, sm: 3 } }}
    >
      <Typography id="events-heading" variant="h2" component="h2" gutterBottom>
        {translate(messages.eventsTitle)}
      </Typography>
      {events.isPending && <LoadingState label={t`Loading events...`} holdsFooter />}
      {events.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {translate(messages.eventsLoadFailed)}
        </Typography>
      )}
      {events.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            {translate(messages.noUpcomingEvents)}{' '}
            <Box component={RouterLink} to={paths.registerVendor} sx={{ color: 'primary.main', fontWeight: 600 }}>
              {t`Register your business`}
            </Box>
          </Typography>
        </Paper>
      )}
      {events.data && events.data.length > 0 && (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((event, index) => (
            <EventRow key={event.ExternalId} event={event} isFirst={index === 0} />
          ))}
        </Paper>
      )}
    </Box>
  );
}

function EventRow({ event, isFirst }: { event: EventListItem; isFirst: boolean }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const action = translate(event.CanRegister ? messages.register : messages.view);
  const eventName = event.EventName;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 2,
        borderTop: isFirst ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <HostIndicator isProgramHosted={event.IBREvent} />
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {event.EventName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t({ message: 'Location:', comment: 'A label before an event’s place.' })} {event.EventLocation}{' '}
          {t({ message: 'Date:', comment: 'A label before an event’s date and time.' })}{' '}
          <EventDate utc={event.EventDate} />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          href={eventCalendarUrl(event.ExternalId)}
          download
          variant="text"
          startIcon={<CalendarIcon />}
          aria-label={t`Calendar file for ${eventName}`}
        >
          {t`Calendar`}
        </Button>
        <Button
          component={RouterLink}
          to={to.event(event.ExternalId)}
          variant={event.CanRegister ? 'contained' : 'outlined'}
          aria-label={
            event.CanRegister
              ? t({ message: `Register ${eventName}`, comment: 'The Register button of an event, read with its name.' })
              : t({ message: `View ${eventName}`, comment: 'The View button of an event, read with its name.' })
          }
        >
          {action}
        </Button>
      </Box>
    </Box>
  );
}
