import {
  ACCOMMODATION_LEAD_DAYS_DEFAULT,
  ACCOMMODATION_LEAD_DAYS_MAX,
  accommodationStaffMessages,
  EVENT_CAPACITY_MAX,
  EVENT_LOCATION_MAX,
  EVENT_NAME_MAX,
  type EventInput,
  eventMessages,
  type StaffEvent,
} from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { YesNo } from '../../../components/form/form-yes-no.tsx';
import { fromProgramDateTime, toProgramDateTime } from '../../../lib/format-date.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';

const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, eventMessages.timeInvalid);
const timeField = z.string().regex(/^\d{2}:\d{2}$/, eventMessages.timeInvalid);

const eventFormSchema = z
  .object({
    Name: z.string().trim().min(1, eventMessages.nameRequired).max(EVENT_NAME_MAX),
    Description: z.string(),
    Location: z.string().max(EVENT_LOCATION_MAX),
    StartDate: dateField,
    StartTime: timeField,
    EndDate: dateField,
    EndTime: timeField,
    Host: z.enum(['program', 'community']),
    CanRegister: z.boolean(),
    /** The number field's text: '' for no limit. */
    Capacity: z
      .string()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= EVENT_CAPACITY_MAX),
        eventMessages.capacityInvalid,
      ),
    /** The select's value: '' for no survey. */
    SurveyId: z.string(),
    /** The number field's text, in business days. */
    AccommodationLeadDays: z
      .string()
      .refine(
        (value) => /^\d+$/.test(value) && Number(value) <= ACCOMMODATION_LEAD_DAYS_MAX,
        accommodationStaffMessages.leadDaysInvalid,
      ),
  })
  // Dates and times compare as text (YYYY-MM-DD HH:mm) in the one zone they are written in.
  .refine((form) => `${form.EndDate} ${form.EndTime}` > `${form.StartDate} ${form.StartTime}`, {
    message: eventMessages.endBeforeStart,
    path: ['EndTime'],
  });
type EventForm = z.infer<typeof eventFormSchema>;

const formOf = (event: StaffEvent | null, zone: string): EventForm => {
  if (!event) {
    return {
      Name: '',
      Description: '',
      Location: '',
      StartDate: '',
      StartTime: '17:00',
      EndDate: '',
      EndTime: '19:00',
      Host: 'program',
      CanRegister: true,
      Capacity: '',
      SurveyId: '',
      AccommodationLeadDays: String(ACCOMMODATION_LEAD_DAYS_DEFAULT),
    };
  }
  const start = toProgramDateTime(event.StartsAt, zone);
  const end = toProgramDateTime(event.EndsAt, zone);
  return {
    Name: event.Name,
    Description: event.Description,
    Location: event.Location,
    StartDate: start.date,
    StartTime: start.time,
    EndDate: end.date,
    EndTime: end.time,
    Host: event.IBREvent ? 'program' : 'community',
    CanRegister: event.CanRegister,
    Capacity: event.Capacity === null ? '' : String(event.Capacity),
    SurveyId: event.SurveyId === null ? '' : String(event.SurveyId),
    AccommodationLeadDays: String(event.AccommodationLeadDays),
  };
};

interface EventFormProps {
  event: StaffEvent | null;
  zone: string;
  surveys: readonly { Id: number; Title: string }[];
  submitLabel: string;
  cancelTo: string;
  isSaving: boolean;
  error: string | undefined;
  onSave: (input: EventInput) => void;
}

/** The event editor: times are written in the program's time zone, whatever the browser's. */
export function EventForm({ event, zone, surveys, submitLabel, cancelTo, isSaving, error, onSave }: EventFormProps) {
  const hostLabelId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formOf(event, zone),
  });

  const submit = handleSubmit((form) =>
    onSave({
      Name: form.Name,
      Description: form.Description,
      Location: form.Location,
      StartsAt: fromProgramDateTime(form.StartDate, form.StartTime, zone),
      EndsAt: fromProgramDateTime(form.EndDate, form.EndTime, zone),
      IBREvent: form.Host === 'program',
      CanRegister: form.CanRegister,
      Capacity: form.Capacity === '' ? null : Number(form.Capacity),
      SurveyId: form.SurveyId === '' ? null : Number(form.SurveyId),
      AccommodationLeadDays: Number(form.AccommodationLeadDays),
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={submitLabel}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
    >
      <FormTextField
        control={control}
        name="Name"
        label="Name"
        required
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: EVENT_NAME_MAX } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="Description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Description"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              helperText="Shown on the event's page and in registrants' mails."
            />
          )}
        />
      </Box>
      <FormTextField
        control={control}
        name="Location"
        label="Location"
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: EVENT_LOCATION_MAX } }}
      />
      <FormTextField
        control={control}
        name="StartDate"
        label="Start date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="StartTime"
        label="Start time"
        type="time"
        required
        helperText={`In ${zone}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="EndDate"
        label="End date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="EndTime"
        label="End time"
        type="time"
        required
        helperText={`In ${zone}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Controller
        control={control}
        name="Host"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel
              component="legend"
              id={hostLabelId}
              sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
            >
              Hosted by
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={hostLabelId}
              value={field.value}
              onChange={(_, next) => field.onChange(next)}
            >
              <FormControlLabel value="program" control={<Radio />} label="The program" />
              <FormControlLabel value="community" control={<Radio />} label="The community" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="CanRegister"
        render={({ field }) => (
          <YesNo label="Registration open in this application" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormTextField
        control={control}
        name="Capacity"
        label="Capacity (optional)"
        inputMode="numeric"
        helperText="Places; once full, people join a waitlist. Empty for no limit."
        transform={(value) => value.replace(/\D/g, '')}
      />
      <FormTextField
        control={control}
        name="SurveyId"
        label="Survey (optional)"
        select
        helperText="Registrants are asked to answer it."
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">No survey</option>
        {surveys.map((survey) => (
          <option key={survey.Id} value={String(survey.Id)}>
            {survey.Title}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="AccommodationLeadDays"
        label="Accommodation lead time (business days)"
        inputMode="numeric"
        required
        helperText="Interpreters, captioning and other accommodations asked this many business days before the event (weekends and federal holidays not counted) are promised; later ones are recorded as asked late."
        transform={(value) => value.replace(/\D/g, '')}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          {submitLabel}
        </Button>
        <Button component={RouterLink} to={cancelTo}>
          Cancel
        </Button>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ErrorAlert message={error} />
      </Box>
    </Box>
  );
}
