import {
  ANSWER_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  QUESTIONS_MAX,
  type QuestionType,
  questionDraftSchema,
  type StaffSurvey,
  SURVEY_DESCRIPTION_MAX,
  SURVEY_TITLE_MAX,
  surveyDraftSchema,
  surveyMessages,
} from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, Controller, get, useFieldArray, useForm, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
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
const isFilled = (value: string) => value.trim() !== '';

/**
 * A question of the contract's draft, with the server's rules for it shown on its fields before a round trip, and
 * whether someone answered it (which fixes its type; shown, never sent). Answers count only for choice questions: a
 * question's answers are kept while its type changes, and sent only if it is a choice question when saved.
 */
const questionFormSchema = questionDraftSchema
  .extend({
    Text: questionDraftSchema.shape.Text.refine(isFilled, surveyMessages.questionTextRequired),
    HasAnswers: z.boolean(),
  })
  .superRefine((question, context) => {
    if (!hasChoices(question.QuestionType)) return;
    if (question.PossibleAnswers.length === 0) {
      context.addIssue({ code: 'custom', path: ['PossibleAnswers'], message: surveyMessages.answersRequired });
    }
    question.PossibleAnswers.forEach((answer, index) => {
      if (!isFilled(answer.Text)) {
        context.addIssue({
          code: 'custom',
          path: ['PossibleAnswers', index, 'Text'],
          message: surveyMessages.answerTextRequired,
        });
      }
    });
  });

const surveyFormSchema = surveyDraftSchema.extend({
  Title: surveyDraftSchema.shape.Title.refine(isFilled, surveyMessages.titleRequired),
  Questions: z.array(questionFormSchema).max(QUESTIONS_MAX),
});
type SurveyForm = z.input<typeof surveyFormSchema>;

const formOf = (survey: StaffSurvey): SurveyForm => ({
  Title: survey.Title,
  Description: survey.Description,
  Questions: survey.Questions.map(({ Id, Text, QuestionType, Required, HasAnswers, PossibleAnswers }) => ({
    Id,
    Text,
    QuestionType,
    Required,
    HasAnswers,
    PossibleAnswers,
  })),
});

const newQuestion = {
  Id: null,
  Text: '',
  QuestionType: 'FreeText',
  Required: false,
  HasAnswers: false,
  PossibleAnswers: [],
} satisfies SurveyForm['Questions'][number];

/**
 * The questions tab: the survey is edited here and saved as a whole. Order changes with Move up / Move down (no
 * dragging, so the keyboard does it all), announced with the new position. Removing a question that has answers
 * asks first: it is no longer asked, and its answers stay in the results.
 */
export function SurveyBuilder({ survey }: { survey: StaffSurvey }) {
  const save = useUpdateStaffSurvey();
  const confirmation = useConfirmation();
  const [announcement, setAnnouncement] = useState('');
  const { control, handleSubmit, getValues, reset } = useForm<SurveyForm, unknown, z.output<typeof surveyFormSchema>>({
    resolver: zodResolver(surveyFormSchema),
    defaultValues: formOf(survey),
  });
  const questions = useFieldArray({ control, name: 'Questions' });

  const move = (index: number, direction: -1 | 1) => {
    const question = questions.fields[index];
    if (!question) return;
    const text = getValues(`Questions.${index}.Text`);
    questions.move(index, index + direction);
    setAnnouncement(
      `Question "${text || 'untitled'}" moved to position ${index + direction + 1} of ${questions.fields.length}.`,
    );
    // The focus follows the question; at an end, to its other move button.
    const name = direction < 0 ? 'up' : 'down';
    requestAnimationFrame(() => {
      const same = document.getElementById(`move-${name}-${question.id}`);
      const other = document.getElementById(`move-${direction < 0 ? 'down' : 'up'}-${question.id}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };

  const remove = (index: number) => {
    const drop = () => {
      questions.remove(index);
      setAnnouncement(`Question ${index + 1} removed. Save the survey to keep the change.`);
    };
    if (!questions.fields[index]?.HasAnswers) return drop();
    confirmation.ask({
      title: `Remove "${getValues(`Questions.${index}.Text`)}"?`,
      text: 'It has answers. Once you save, it is no longer asked; its answers stay in the results and exports, marked as removed.',
      action: 'Remove',
      isDestructive: true,
      onConfirm: drop,
    });
  };

  const submit = handleSubmit(({ Title, Description, Questions }) =>
    save.mutate(
      {
        SurveyId: survey.Id,
        Title,
        Description,
        Questions: Questions.map(({ Id, Text, QuestionType, Required, PossibleAnswers }) => ({
          Id,
          Text,
          QuestionType,
          Required,
          PossibleAnswers: hasChoices(QuestionType) ? PossibleAnswers : [],
        })),
      },
      { onSuccess: (saved) => saved && reset(formOf(saved)) },
    ),
  );

  return (
    <Box component="form" noValidate aria-label="Survey questions" onSubmit={submit}>
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
        <FormTextField
          control={control}
          name="Title"
          label="Title"
          required
          slotProps={{ htmlInput: { maxLength: SURVEY_TITLE_MAX } }}
        />
        <FormTextField
          control={control}
          name="Description"
          label="Description"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: SURVEY_DESCRIPTION_MAX } }}
        />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {questions.fields.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No questions yet.</Typography>
      ) : (
        <Box component="ol" aria-label="Questions" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {questions.fields.map((question, index) => (
            <QuestionEditor
              key={question.id}
              control={control}
              index={index}
              rowId={question.id}
              hasAnswers={question.HasAnswers}
              isLast={index === questions.fields.length - 1}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => questions.append(newQuestion, { focusName: `Questions.${questions.fields.length}.Text` })}
        >
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
  control: Control<SurveyForm>;
  index: number;
  /** The row's key while the form lives: the move buttons' ids, so the focus can follow a moved question. */
  rowId: string;
  hasAnswers: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionEditor({ control, index, rowId, hasAnswers, isLast, onMove, onRemove }: QuestionEditorProps) {
  const position = index + 1;
  const headingId = useId();
  const answersErrorId = useId();
  const answers = useFieldArray({ control, name: `Questions.${index}.PossibleAnswers` });
  const type = useWatch({ control, name: `Questions.${index}.QuestionType` });
  const { errors } = useFormState({ control, name: `Questions.${index}.PossibleAnswers` });
  // The resolver puts the rule of the list as a whole at its root when the list has rows, at the list otherwise.
  const answersError = get(errors, `Questions.${index}.PossibleAnswers`) as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const answersMessage = answersError?.root?.message ?? answersError?.message;
  const named = (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      question {position}
    </Box>
  );
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        Question {position}
        {hasAnswers && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem', ml: 1 }}>
            (has answers)
          </Typography>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name={`Questions.${index}.Text`}
          label={`Text of question ${position}`}
          required
          slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
        />
        <FormTextField
          control={control}
          name={`Questions.${index}.QuestionType`}
          select
          label={`Type of question ${position}`}
          disabled={hasAnswers}
          helperText={hasAnswers ? 'Fixed: it has answers' : undefined}
          onChange={(event) => {
            // A choice question starts with one empty answer to fill in.
            if (hasChoices(event.target.value) && answers.fields.length === 0) {
              answers.append({ Id: null, Text: '' }, { shouldFocus: false });
            }
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {QUESTION_TYPES.map((option) => (
            <option key={option} value={option}>
              {TYPE_LABELS[option]}
            </option>
          ))}
        </FormTextField>
      </Box>
      <Controller
        control={control}
        name={`Questions.${index}.Required`}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={`Question ${position} is required`}
            sx={{ mt: 1 }}
          />
        )}
      />
      {hasChoices(type) && (
        <Box
          component="fieldset"
          aria-describedby={answersMessage ? answersErrorId : undefined}
          sx={{ border: 0, p: 0, m: 0, mt: 1 }}
        >
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Possible answers
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {answers.fields.map((answer, answerIndex) => (
              <Box key={answer.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormTextField
                  control={control}
                  name={`Questions.${index}.PossibleAnswers.${answerIndex}.Text`}
                  size="small"
                  label={`Answer ${answerIndex + 1} of question ${position}`}
                  required
                  slotProps={{ htmlInput: { maxLength: ANSWER_TEXT_MAX } }}
                  sx={{ flex: 1 }}
                />
                <Button size="small" color="error" onClick={() => answers.remove(answerIndex)} sx={{ mt: 0.5 }}>
                  Remove
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    answer {answerIndex + 1} of question {position}
                  </Box>
                </Button>
              </Box>
            ))}
          </Box>
          {answersMessage && (
            <FormHelperText id={answersErrorId} error>
              {answersMessage}
            </FormHelperText>
          )}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() =>
              answers.append(
                { Id: null, Text: '' },
                { focusName: `Questions.${index}.PossibleAnswers.${answers.fields.length}.Text` },
              )
            }
            sx={{ mt: 1 }}
          >
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
          id={`move-up-${rowId}`}
          size="small"
          startIcon={<ArrowUpwardIcon />}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          Move up{named}
        </Button>
        <Button
          id={`move-down-${rowId}`}
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
