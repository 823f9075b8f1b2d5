import {
  ACCOMMODATION_NOTE_MAX,
  ACCOMMODATION_STATES,
  type AccommodationState,
  accommodationMessages,
  accommodationUpdateSchema,
  describeAccommodation,
  type StaffAccommodation,
  type StaffEvent,
} from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatDay, formatInstant } from '../../../lib/format-date.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useEventAccommodations, useUpdateAccommodation } from './accommodations-api.ts';

const stateChipColor: Record<AccommodationState, 'primary' | 'success' | 'error'> = {
  New: 'primary',
  Arranged: 'success',
  NotPossible: 'error',
};

/** `?tab=accommodations`: what registrants asked for to take part, each answered with a state and a note (issue 22). */
export function AccommodationsTab({ event }: { event: StaffEvent }) {
  const accommodations = useEventAccommodations(event.Id);
  return (
    <QueryState query={accommodations} label="Loading accommodation requests…">
      {(data) =>
        data === null ? null : (
          <>
            <Typography sx={{ mb: 2 }}>
              {`Requests asked by ${formatDay(data.Window.LastDay)} (${data.LeadDays} business days before the event) are promised; later ones are recorded as asked late. Saving a new state or note e-mails the registrant.`}
            </Typography>
            {data.Items.length === 0 ? (
              <Typography role="status">Nobody has asked for an accommodation for this event yet.</Typography>
            ) : (
              <>
                <Typography role="status" sx={{ mb: 1 }}>
                  {`${data.Items.length} ${data.Items.length === 1 ? 'request' : 'requests'}, ${
                    data.Items.filter((item) => item.State === 'New').length
                  } new.`}
                </Typography>
                <Box
                  component="ul"
                  aria-label="Accommodation requests"
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                >
                  {data.Items.map((request) => (
                    <RequestCard
                      key={request.RequestId}
                      eventId={event.Id}
                      request={request}
                      canChange={event.CancelledAt === null && !request.IsCancelled}
                    />
                  ))}
                </Box>
              </>
            )}
          </>
        )
      }
    </QueryState>
  );
}

function RequestCard({
  eventId,
  request,
  canChange,
}: {
  eventId: number;
  request: StaffAccommodation;
  canChange: boolean;
}) {
  const who = request.Name || request.Email;
  return (
    <Paper component="li" variant="outlined" aria-label={who} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {who}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={stateChipColor[request.State]}
          label={accommodationMessages.states[request.State]}
        />
        {request.IsOnTime ? null : <Chip size="small" variant="outlined" label="Asked late" />}
        {request.IsWaitlisted ? <Chip size="small" variant="outlined" label="On the waitlist" /> : null}
        {request.IsCancelled ? <Chip size="small" variant="outlined" label="Registration cancelled" /> : null}
      </Box>
      {request.Name ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.Email}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {describeAccommodation(request).map((line) => (
          <Typography component="li" key={line} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Asked ${formatInstant(request.RequestedAt)}${
          request.StateChangedAt ? `; last changed ${formatInstant(request.StateChangedAt)}` : ''
        }.`}
      </Typography>
      {canChange ? (
        <RequestForm eventId={eventId} request={request} />
      ) : request.Note ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{`Note: ${request.Note}`}</Typography>
      ) : null}
    </Paper>
  );
}

/** The request's state and note, saved together; saving sends the registrant one mail. */
function RequestForm({ eventId, request }: { eventId: number; request: StaffAccommodation }) {
  const legendId = useId();
  const update = useUpdateAccommodation(eventId);
  const who = request.Name || request.Email;
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(accommodationUpdateSchema),
    defaultValues: { State: request.State, Note: request.Note },
  });
  const save = handleSubmit((values) =>
    update.mutate(
      { requestId: request.RequestId, ...values },
      { onSuccess: (saved) => saved && reset({ State: saved.State, Note: saved.Note }) },
    ),
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Answer ${who}'s request`}
      onSubmit={save}
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Controller
        control={control}
        name="State"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel
              component="legend"
              id={legendId}
              sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
            >
              State
            </FormLabel>
            <RadioGroup row aria-labelledby={legendId} value={field.value} onChange={(_, next) => field.onChange(next)}>
              {ACCOMMODATION_STATES.map((state) => (
                <FormControlLabel
                  key={state}
                  value={state}
                  control={<Radio />}
                  label={accommodationMessages.states[state]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="Note"
        label="Note to the registrant (optional)"
        multiline
        minRows={2}
        helperText="E-mailed to them with the state, e.g. where the interpreter will be."
        slotProps={{ htmlInput: { maxLength: ACCOMMODATION_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!formState.isDirty}>
          Save and e-mail the registrant
        </Button>
      </Box>
      <ErrorAlert message={update.error?.message} />
    </Box>
  );
}
