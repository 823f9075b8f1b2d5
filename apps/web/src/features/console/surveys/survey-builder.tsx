import {
  ANSWER_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionType,
  type StaffSurvey,
  SURVEY_DESCRIPTION_MAX,
  SURVEY_TITLE_MAX,
} from '@bridgehub/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useUpdateStaffSurvey } from './api.ts';

const TYPE_LABELS: Record<QuestionType, string> = {
  FreeText: 'Short text',
  TextArea: 'Long text',
  Select: 'One choice',
  MultiChoice: 'Several choices',
};

const hasChoices = (type: string) => type === 'Select' || type === 'MultiChoice';

interface AnswerState {
  key: string;
  Id: number | null;
  Text: string;
}

interface QuestionState {
  key: string;
  Id: number | null;
  Text: string;
  QuestionType: QuestionType;
  Required: boolean;
  HasAnswers: boolean;
  PossibleAnswers: AnswerState[];
}

let nextKey = 0;
/** React keys for rows not yet saved (saved ones use their id). */
const newKey = () => `new-${++nextKey}`;

const editable = (survey: StaffSurvey) => ({
  Title: survey.Title,
  Description: survey.Description,
  Questions: survey.Questions.map(
    (question): QuestionState => ({
      key: `q-${question.Id}`,
      Id: question.Id,
      Text: question.Text,
      QuestionType: question.QuestionType as QuestionType,
      Required: question.Required,
      HasAnswers: question.HasAnswers,
      PossibleAnswers: question.PossibleAnswers.map((answer) => ({ key: `a-${answer.Id}`, ...answer })),
    }),
  ),
});

const moveItem = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * The questions tab: the survey is edited here and saved as a whole. Order changes with Move up / Move down (no
 * dragging, so the keyboard does it all), announced with the new position. Removing a question that has answers
 * asks first: it is no longer asked, and its answers stay in the results.
 */
export function SurveyBuilder({ survey }: { survey: StaffSurvey }) {
  const save = useUpdateStaffSurvey();
  const confirmation = useConfirmation();
  const [draft, setDraft] = useState(() => editable(survey));
  const [announcement, setAnnouncement] = useState('');
  const questions = draft.Questions;

  const setQuestions = (change: (questions: QuestionState[]) => QuestionState[]) =>
    setDraft((current) => ({ ...current, Questions: change(current.Questions) }));
  const updateQuestion = (key: string, change: Partial<QuestionState>) =>
    setQuestions((current) =>
      current.map((question) => (question.key === key ? { ...question, ...change } : question)),
    );

  const move = (index: number, direction: -1 | 1) => {
    const question = questions[index];
    if (!question) return;
    setQuestions((current) => moveItem(current, index, index + direction));
    setAnnouncement(
      `Question "${question.Text || 'untitled'}" moved to position ${index + direction + 1} of ${questions.length}.`,
    );
    // The focus follows the question; at an end, to its other move button.
    const name = direction < 0 ? 'up' : 'down';
    requestAnimationFrame(() => {
      const same = document.getElementById(`move-${name}-${question.key}`);
      const other = document.getElementById(`move-${direction < 0 ? 'down' : 'up'}-${question.key}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };

  const remove = (question: QuestionState, position: number) => {
    const drop = () => {
      setQuestions((current) => current.filter((item) => item.key !== question.key));
      setAnnouncement(`Question ${position} removed. Save the survey to keep the change.`);
    };
    if (!question.HasAnswers) return drop();
    confirmation.ask({
      title: `Remove "${question.Text}"?`,
      text: 'It has answers. Once you save, it is no longer asked; its answers stay in the results and exports, marked as removed.',
      action: 'Remove',
      isDestructive: true,
      onConfirm: drop,
    });
  };

  const addQuestion = () => {
    const key = newKey();
    setQuestions((current) => [
      ...current,
      { key, Id: null, Text: '', QuestionType: 'FreeText', Required: false, HasAnswers: false, PossibleAnswers: [] },
    ]);
    requestAnimationFrame(() => document.getElementById(`text-${key}`)?.focus());
  };

  const submit = () => {
    save.mutate(
      {
        SurveyId: survey.Id,
        Title: draft.Title,
        Description: draft.Description,
        Questions: questions.map((question) => ({
          Id: question.Id,
          Text: question.Text,
          QuestionType: question.QuestionType,
          Required: question.Required,
          PossibleAnswers: hasChoices(question.QuestionType)
            ? question.PossibleAnswers.map(({ Id, Text }) => ({ Id, Text }))
            : [],
        })),
      },
      { onSuccess: (saved) => saved && setDraft(editable(saved)) },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Survey questions"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="h2" gutterBottom>
        Questions
      </Typography>
      {survey.ResponseCount > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          This survey has answers. Questions you remove are archived, not deleted, and answered questions keep their
          type.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <TextField
          label="Title"
          required
          value={draft.Title}
          onChange={(event) => setDraft({ ...draft, Title: event.target.value })}
          slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={draft.Description}
          onChange={(event) => setDraft({ ...draft, Description: event.target.value })}
          slotProps={{ htmlInput: { maxLength: SURVEY_DESCRIPTION_MAX } }}
        />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {questions.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No questions yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Questions" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === questions.length - 1}
              onChange={(change) => updateQuestion(question.key, change)}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(question, index + 1)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, justifyContent: 'space-between' }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={addQuestion}>
          Add question
        </Button>
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          Save survey
        </Button>
      </Box>
      <ErrorAlert message={save.error?.message} />
      <ConfirmDialog {...confirmation.dialogProps} />
    </Box>
  );
}

interface QuestionEditorProps {
  question: QuestionState;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onChange: (change: Partial<QuestionState>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({ question, position, isFirst, isLast, onChange, onMove, onRemove }: QuestionEditorProps) {
  const headingId = `heading-${question.key}`;
  const named = (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      question {position}
    </Box>
  );
  const setAnswers = (answers: AnswerState[]) => onChange({ PossibleAnswers: answers });
  const addAnswer = () => {
    const key = newKey();
    setAnswers([...question.PossibleAnswers, { key, Id: null, Text: '' }]);
    requestAnimationFrame(() => document.getElementById(`answer-${key}`)?.focus());
  };
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Question {position}
        {question.HasAnswers && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem', ml: 1 }}>
            (has answers)
          </Typography>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, alignItems: 'start' }}>
        <TextField
          id={`text-${question.key}`}
          label={`Text of question ${position}`}
          required
          value={question.Text}
          onChange={(event) => onChange({ Text: event.target.value })}
          slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
        />
        <TextField
          select
          label={`Type of question ${position}`}
          value={question.QuestionType}
          disabled={question.HasAnswers}
          helperText={question.HasAnswers ? 'Fixed: it has answers' : undefined}
          onChange={(event) => {
            const QuestionType = event.target.value as QuestionType;
            const needsAnswers = hasChoices(QuestionType) && question.PossibleAnswers.length === 0;
            onChange({
              QuestionType,
              ...(needsAnswers ? { PossibleAnswers: [{ key: newKey(), Id: null, Text: '' }] } : {}),
            });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        control={
          <Switch checked={question.Required} onChange={(event) => onChange({ Required: event.target.checked })} />
        }
        label={`Question ${position} is required`}
        sx={{ mt: 1 }}
      />
      {hasChoices(question.QuestionType) && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Possible answers
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {question.PossibleAnswers.map((answer, index) => (
              <Box key={answer.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <TextField
                  id={`answer-${answer.key}`}
                  size="small"
                  label={`Answer ${index + 1} of question ${position}`}
                  required
                  value={answer.Text}
                  onChange={(event) =>
                    setAnswers(
                      question.PossibleAnswers.map((item) =>
                        item.key === answer.key ? { ...item, Text: event.target.value } : item,
                      ),
                    )
                  }
                  slotProps={{ htmlInput: { maxLength: ANSWER_TEXT_MAX } }}
                  sx={{ flex: 1 }}
                />
                <Button
                  size="small"
                  color="error"
                  onClick={() => setAnswers(question.PossibleAnswers.filter((item) => item.key !== answer.key))}
                >
                  Remove
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    answer {index + 1} of question {position}
                  </Box>
                </Button>
              </Box>
            ))}
          </Box>
          <Button size="small" startIcon={<AddIcon />} onClick={addAnswer} sx={{ mt: 1 }}>
            Add answer
            <Box component="span" sx={visuallyHidden}>
              {' '}
              to question {position}
            </Box>
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
        <Button
          id={`move-up-${question.key}`}
          size="small"
          startIcon={<ArrowUpwardIcon />}
          disabled={isFirst}
          onClick={() => onMove(-1)}
        >
          Move up{named}
        </Button>
        <Button
          id={`move-down-${question.key}`}
          size="small"
          startIcon={<ArrowDownwardIcon />}
          disabled={isLast}
          onClick={() => onMove(1)}
        >
          Move down{named}
        </Button>
        <Button size="small" color="error" onClick={onRemove}>
          Remove{named}
        </Button>
      </Box>
    </Paper>
  );
}
