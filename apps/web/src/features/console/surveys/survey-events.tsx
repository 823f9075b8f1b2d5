import { type StaffSurvey, surveyEventSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { formatInstant } from '../../../lib/format-date.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useAttachStaffSurveyToEvent, useDetachStaffSurveyFromEvent } from './api.ts';

/** The endpoint's body less the survey, which is the page's. No event is chosen at first. */
const attachSchema = surveyEventSchema.pick({ EventId: true });

/** The events a survey serves: attach it to an upcoming event without a survey, or detach it. */
export function SurveyEvents({ survey }: { survey: StaffSurvey }) {
  const attach = useAttachStaffSurveyToEvent();
  const detach = useDetachStaffSurveyFromEvent();
  const confirmation = useConfirmation();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(attachSchema), defaultValues: {} });
  const eventId = useWatch({ control, name: 'EventId' });
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
            detach.reset();
            void handleSubmit(({ EventId }) =>
              attach.mutate({ SurveyId: survey.Id, EventId }, { onSuccess: () => reset() }),
            )(submitted);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <FormSelect
            control={control}
            name="EventId"
            label="Upcoming event without a survey"
            placeholder="Choose an event"
            options={survey.AttachableEvents.map((event) => ({
              value: event.Id,
              label: `${event.Name} — ${formatInstant(event.StartsAt)}`,
            }))}
            sx={{ flex: '1 1 280px' }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={eventId == null}
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
