import type { StaffSurvey } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format-date.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useAttachStaffSurveyToEvent, useDetachStaffSurveyFromEvent } from './api.ts';

/** The events a survey serves: attach it to an upcoming event without a survey, or detach it. */
export function SurveyEvents({ survey }: { survey: StaffSurvey }) {
  const attach = useAttachStaffSurveyToEvent();
  const detach = useDetachStaffSurveyFromEvent();
  const confirmation = useConfirmation();
  const [eventId, setEventId] = useState('');
  const error = attach.error ?? detach.error;
  return (
    <>
      <Typography variant="h2" gutterBottom>
        Attached to
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        People who register for these events are asked to answer this survey.
      </Typography>
      {survey.Events.length === 0 ? (
        <Typography sx={{ mb: 3 }}>Not attached to any event yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Attached events"
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}
        >
          {survey.Events.map((event) => (
            <Paper
              key={event.Id}
              component="li"
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.Name}</Typography>
                <Typography color="text.secondary">{formatInstant(event.StartsAt)}</Typography>
              </Box>
              <Button
                color="error"
                onClick={() => {
                  attach.reset();
                  detach.reset();
                  confirmation.ask({
                    title: `Detach the survey from ${event.Name}?`,
                    text: 'New registrants are no longer asked to answer it. Answers already given stay in the results.',
                    action: 'Detach',
                    isDestructive: true,
                    onConfirm: () => detach.mutate({ SurveyId: survey.Id, EventId: event.Id }),
                  });
                }}
              >
                Detach
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  from {event.Name}
                </Box>
              </Button>
            </Paper>
          ))}
        </Box>
      )}
      <Typography variant="h2" gutterBottom>
        Attach to an event
      </Typography>
      {survey.AttachableEvents.length === 0 ? (
        <Typography>Every upcoming event already has a survey.</Typography>
      ) : (
        <Box
          component="form"
          aria-label="Attach to an event"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            detach.reset();
            if (eventId)
              attach.mutate({ SurveyId: survey.Id, EventId: Number(eventId) }, { onSuccess: () => setEventId('') });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TextField
            select
            label="Upcoming event without a survey"
            value={eventId}
            onChange={(changed) => setEventId(changed.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 280px' }}
          >
            <option value="">Choose an event</option>
            {survey.AttachableEvents.map((event) => (
              <option key={event.Id} value={event.Id}>
                {event.Name} — {formatInstant(event.StartsAt)}
              </option>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!eventId}
            loading={attach.isPending}
            sx={{ mt: 0.5 }}
          >
            Attach
          </Button>
        </Box>
      )}
      <ErrorAlert message={error?.message} />
      <ConfirmDialog {...confirmation.dialogProps} />
    </>
  );
}
