import {
  isKnownQuestionType,
  isSurveyResponseMissing,
  messages,
  type Survey,
  type SurveyQuestion,
  type SurveyResponse,
} from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Captcha } from '../../components/captcha/captcha.tsx';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { type AttendeeHandover, readHandover } from '../../lib/attendee-handover.ts';
import { toast } from '../../lib/toast.ts';
import { to } from '../../paths.ts';
import { useSubmitSurvey, useSurvey } from './api.ts';

type Answers = Record<number, SurveyResponse>;

const normalized = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** §2: a question whose text is name or e-mail is prefilled from the registration. */
const prefilled = (survey: Survey, handover: AttendeeHandover): Answers => {
  const answers: Answers = {};
  for (const question of survey.Questions) {
    const key = normalized(question.Text);
    const value = key === 'name' ? handover.name : key === 'email' ? handover.email : undefined;
    if (value) answers[question.Id] = { QuestionId: question.Id, TextResponse: value, Answers: [] };
  }
  return answers;
};

/** §2 Survey screen (/Survey/{SurveyId}). */
export function SurveyPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const surveyId = useParams().SurveyId ?? '';
  const handover = readHandover(useLocation().state);
  const survey = useSurvey(surveyId);

  return (
    <Container maxWidth="md">
      {survey.isPending && <LoadingState label={t`Loading survey...`} holdsFooter />}
      {survey.isError && (
        <>
          <Typography variant="h1" gutterBottom>
            {t`Survey`}
          </Typography>
          <Alert severity="error" role="alert">
            {translate(messages.unableToLoadSurvey)}
          </Alert>
        </>
      )}
      {survey.data && <SurveyForm surveyId={surveyId} survey={survey.data} handover={handover} />}
    </Container>
  );
}

function SurveyForm({ surveyId, survey, handover }: { surveyId: string; survey: Survey; handover: AttendeeHandover }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const [answers, setAnswers] = useState<Answers>(() => prefilled(survey, handover));
  const [isChecked, setChecked] = useState(false);
  const [isDone, setDone] = useState(false);
  const captcha = useCaptcha();
  const submitSurvey = useSubmitSurvey();
  const navigate = useNavigate();

  const answerOf = (question: SurveyQuestion): SurveyResponse =>
    answers[question.Id] ?? { QuestionId: question.Id, TextResponse: '', Answers: [] };
  const update = (question: SurveyQuestion, change: Partial<SurveyResponse>) =>
    setAnswers((current) => ({ ...current, [question.Id]: { ...answerOf(question), ...change } }));
  const isMissing = (question: SurveyQuestion) => isChecked && isSurveyResponseMissing(question, answers[question.Id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // §5: a solved captcha and every required non-multichoice question.
    if (captcha.token === '') {
      toast.error(translate(messages.completeCaptcha));
      return;
    }
    if (survey.Questions.some((question) => isSurveyResponseMissing(question, answers[question.Id]))) {
      toast.error(translate(messages.requiredFieldsMissing));
      return;
    }
    const answer = await submitSurvey.mutateAsync({
      Id: surveyId,
      Responses: Object.values(answers),
      Captcha: captcha.token,
    });
    captcha.reset();
    if (!answer.Success) {
      toast.error(translate(answer.ErrorMessage || messages.unableToSaveSurvey));
      return;
    }
    toast.success(translate(messages.surveySubmitted));
    // §4: after the survey, on to check-in when the event is known.
    if (handover.eventId) {
      navigate(to.checkIn(handover.eventId), { state: { email: handover.email } satisfies AttendeeHandover });
    } else {
      setDone(true);
    }
  };

  if (isDone) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography variant="h1" component="p">
          {translate(messages.surveySubmitted)}
        </Typography>
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {survey.Title}
      </Typography>
      {survey.Description && <Typography sx={{ mb: 3 }}>{survey.Description}</Typography>}
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 } }}>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3 }}>
          {survey.Questions.map((question, index) => (
            <Box component="li" key={question.Id}>
              <Question
                number={index + 1}
                question={question}
                answer={answerOf(question)}
                isMissing={isMissing(question)}
                onChange={(change) => update(question, change)}
              />
            </Box>
          ))}
        </Box>
        <Box sx={{ my: 3 }}>
          <Captcha key={captcha.widgetKey} onChange={captcha.setToken} />
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitSurvey.isPending}>
          {submitSurvey.isPending ? (
            <CircularProgress size={22} color="inherit" aria-label={t`Submitting`} />
          ) : (
            translate(messages.submit)
          )}
        </Button>
      </Paper>
    </>
  );
}

interface QuestionProps {
  number: number;
  question: SurveyQuestion;
  answer: SurveyResponse;
  isMissing: boolean;
  onChange: (change: Partial<SurveyResponse>) => void;
}

/** One numbered question of the four §2 types. */
function Question({ number, question, answer, isMissing, onChange }: QuestionProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const label = `${number}. ${question.Text}`;
  const helperText = isMissing ? translate(messages.requiredFieldsMissing) : ' ';
  if (!isKnownQuestionType(question.QuestionType)) {
    return (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography color="error">{translate(messages.questionTypeUnknown)}</Typography>
      </Box>
    );
  }
  if (question.QuestionType === 'FreeText' || question.QuestionType === 'TextArea') {
    const isTextArea = question.QuestionType === 'TextArea';
    return (
      <TextField
        label={label}
        required={question.Required}
        multiline={isTextArea}
        minRows={isTextArea ? 4 : undefined}
        value={answer.TextResponse}
        onChange={(event) => onChange({ TextResponse: event.target.value })}
        error={isMissing}
        helperText={helperText}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    );
  }
  if (question.QuestionType === 'Select') {
    return (
      <TextField
        select
        label={label}
        required={question.Required}
        value={answer.Answers[0] ?? ''}
        onChange={(event) => onChange({ Answers: event.target.value === '' ? [] : [Number(event.target.value)] })}
        error={isMissing}
        helperText={helperText}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t`Choose an answer`}</option>
        {question.PossibleAnswers.map((option) => (
          <option key={option.Id} value={option.Id}>
            {option.Text}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <FormControl component="fieldset" required={question.Required}>
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup>
        {question.PossibleAnswers.map((option) => (
          <FormControlLabel
            key={option.Id}
            label={option.Text}
            control={
              <Checkbox
                checked={answer.Answers.includes(option.Id)}
                onChange={(event) =>
                  onChange({
                    Answers: event.target.checked
                      ? [...answer.Answers, option.Id]
                      : answer.Answers.filter((id) => id !== option.Id),
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
