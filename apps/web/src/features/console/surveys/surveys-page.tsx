import { SURVEY_TITLE_MAX, surveyDraftSchema, surveyMessages } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { countOf } from '../lib/vendor-labels.ts';
import { useCreateStaffSurvey, useStaffSurveys } from './api.ts';

/** `/console/surveys`: every survey with where it is used; a new one starts from its title. */
export function SurveysPage() {
  const surveys = useStaffSurveys();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Surveys
      </Typography>
      <NewSurveyForm />
      <Typography variant="h2" component="h2" gutterBottom>
        All surveys
      </Typography>
      <QueryState query={surveys} label="Loading surveys…">
        {(list) =>
          list.length === 0 ? (
            <Typography>No surveys yet.</Typography>
          ) : (
            <Box component="ul" aria-label="Surveys" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {list.map((survey) => (
                <Paper key={survey.Id} component="li" variant="outlined" sx={{ p: 2 }}>
                  <Link
                    component={RouterLink}
                    to={toConsole.survey(survey.Id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {survey.Title}
                  </Link>
                  <Typography color="text.secondary">
                    {countOf(survey.QuestionCount, 'question')} · {countOf(survey.ResponseCount, 'response')}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {survey.Events.length ? `Events: ${survey.Events.join(', ')}` : 'Not attached to an event'}
                  </Typography>
                </Paper>
              ))}
            </Box>
          )
        }
      </QueryState>
    </>
  );
}

/** A new survey starts from its title, with the server's message for an empty one shown before a round trip. */
const newSurveySchema = surveyDraftSchema.pick({ Title: true }).extend({
  Title: surveyDraftSchema.shape.Title.refine((title) => title.trim() !== '', surveyMessages.titleRequired),
});

function NewSurveyForm() {
  const create = useCreateStaffSurvey();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(newSurveySchema), defaultValues: { Title: '' } });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        New survey
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="New survey"
        onSubmit={handleSubmit(({ Title }) =>
          create.mutate(
            { Title, Description: '', Questions: [] },
            { onSuccess: (survey) => survey && navigate(toConsole.survey(survey.Id)) },
          ),
        )}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <FormTextField
          control={control}
          name="Title"
          label="Title"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
          sx={{ flex: '1 1 280px' }}
        />
        <Button type="submit" variant="contained" size="large" loading={create.isPending} sx={{ mt: 0.5 }}>
          Create survey
        </Button>
      </Box>
      <ErrorAlert message={create.error?.message} />
    </Paper>
  );
}
