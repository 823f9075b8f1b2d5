import {
  ACCESS_NOTE_MAX,
  ACCESS_REQUEST_STATES,
  type AccessRequestState,
  accessRequestUpdateSchema,
  LANGUAGES,
  type StaffAccessRequest,
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
import { formatInstant } from '../../../lib/format-date.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useAccessRequests, useUpdateAccessRequest } from './api.ts';

const STATE_LABELS: Record<AccessRequestState, string> = { New: 'New', Handled: 'Handled' };

/** English names, as the console is in English. */
const languageLabel = (request: StaffAccessRequest) => {
  if (request.Language === 'other') return `Other: ${request.OtherLanguage}`;
  const language = LANGUAGES.find((item) => item.code === request.Language);
  return language ? new Intl.DisplayNames(['en'], { type: 'language' }).of(language.code) : request.Language;
};

/**
 * Language-assistance requests (Title VI) and barrier reports from the accessibility statement (issue 22), newest
 * first; staff mark each handled with a note for their colleagues.
 */
export function AccessRequestsPage() {
  const requests = useAccessRequests();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Access requests
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Requests for free interpretation or translation from the language assistance page, and accessibility barriers
        reported from the accessibility statement, newest first. Reply to the person by e-mail or phone, then mark the
        request handled; the note is for staff and is not sent to anyone.
      </Typography>
      <QueryState query={requests} label="Loading access requests…">
        {(list) =>
          list.length === 0 ? (
            <Typography role="status">No requests or reports yet.</Typography>
          ) : (
            <>
              <Typography role="status" sx={{ mb: 1 }}>
                {`${list.length} ${list.length === 1 ? 'request' : 'requests'}, ${
                  list.filter((item) => item.State === 'New').length
                } new.`}
              </Typography>
              <Box
                component="ul"
                aria-label="Access requests"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {list.map((request) => (
                  <RequestCard key={request.Id} request={request} />
                ))}
              </Box>
            </>
          )
        }
      </QueryState>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  if (value === '') return null;
  return (
    <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>{`${label}: `}</Box>
      {value}
    </Typography>
  );
}

function RequestCard({ request }: { request: StaffAccessRequest }) {
  const isLanguage = request.Kind === 'LanguageAssistance';
  const title = isLanguage ? `Language assistance: ${languageLabel(request)}` : 'Accessibility barrier';
  const headingId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" id={headingId} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={request.State === 'New' ? 'primary' : 'success'}
          label={STATE_LABELS[request.State]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Sent ${formatInstant(request.CreatedAt)} from a page in ${
          new Intl.DisplayNames(['en'], { type: 'language' }).of(request.PageLanguage) ?? request.PageLanguage
        }${request.ChangedAt ? `; last changed ${formatInstant(request.ChangedAt)} by ${request.ChangedBy ?? 'a former staff member'}` : ''}.`}
      </Typography>
      <Detail label={isLanguage ? 'What it is for' : 'What happened'} value={request.Details} />
      <Detail label="Page" value={request.Page} />
      <Detail label="Name" value={request.Name} />
      <Detail label="E-mail" value={request.Email} />
      <Detail label="Phone" value={request.Phone} />
      <RequestForm request={request} title={title} />
    </Paper>
  );
}

/** The request's state and note, saved together. */
function RequestForm({ request, title }: { request: StaffAccessRequest; title: string }) {
  const legendId = useId();
  const update = useUpdateAccessRequest();
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(accessRequestUpdateSchema),
    defaultValues: { State: request.State, Note: request.Note },
  });
  const save = handleSubmit((values) =>
    update.mutate(
      { Id: request.Id, ...values },
      { onSuccess: (saved) => saved && reset({ State: saved.State, Note: saved.Note }) },
    ),
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Handle: ${title}, sent ${formatInstant(request.CreatedAt)}`}
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
              {ACCESS_REQUEST_STATES.map((state) => (
                <FormControlLabel key={state} value={state} control={<Radio />} label={STATE_LABELS[state]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="Note"
        label="Staff note (optional)"
        multiline
        minRows={2}
        helperText="For staff only, e.g. who called the resident back and when."
        slotProps={{ htmlInput: { maxLength: ACCESS_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!formState.isDirty}>
          Save
        </Button>
      </Box>
      <ErrorAlert message={update.error?.message} />
    </Box>
  );
}
