import { failure, ok, type StaffSurvey, surveyMessages } from '@bridgehub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import type { StubAnswer } from '../../../testing/api-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';
import { findToast } from '../../../testing/toasts.ts';

/** The survey builder's questions tab: its field rules, its list moves and what it saves; the journey is e2e/console-surveys. */

const survey: StaffSurvey = {
  Id: 7,
  Title: 'Workshop feedback',
  Description: 'After the workshop.',
  Questions: [
    { Id: 11, Text: 'Your name', QuestionType: 'FreeText', Required: false, HasAnswers: false, PossibleAnswers: [] },
    {
      Id: 12,
      Text: 'Topics',
      QuestionType: 'MultiChoice',
      Required: true,
      HasAnswers: true,
      PossibleAnswers: [
        { Id: 21, Text: 'Bidding' },
        { Id: 22, Text: 'Bonding' },
      ],
    },
  ],
  ResponseCount: 3,
  Events: [],
  AttachableEvents: [],
};

const openBuilder = async (saved: StubAnswer<'updateStaffSurvey'> = ok(survey)) => {
  const view = renderApp('/console/surveys/7', {
    api: {
      ...signInStaff(),
      getStaffSurvey: ok(survey),
      updateStaffSurvey: saved,
    },
  });
  await screen.findByRole('form', { name: 'Survey questions' });
  return view;
};

/**
 * Question n's item, found by the heading that names it, to query inside: role queries over the whole console page
 * compute the name of every element they consider, seconds each in jsdom.
 */
const question = (position: number) => {
  const item = screen.getByText(`Question ${position}`, { selector: 'h3' }).closest('li');
  if (!item) throw new Error(`Question ${position} is in no list item`);
  return within(item);
};
const field = (position: number, label: string) => question(position).getByLabelText(new RegExp(`^${label}`));
/**
 * A button's name: its text, then the words only a screen reader gets ("Move up" + "question 2"). Testing Library
 * drops the space that starts the hidden words, which Chromium keeps.
 */
const named = (visible: string, hidden: string) => new RegExp(`^${visible} ?${hidden}$`);
const save = () => screen.getByRole('button', { name: 'Save survey' });

test('questions and their answers are added, moved and removed, and the survey is saved as a whole', async () => {
  const { user, server } = await openBuilder();
  expect(field(2, 'Type of question 2')).toBeDisabled();
  expect(question(2).getByText('Fixed: it has answers')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await waitFor(() => expect(field(3, 'Text of question 3')).toHaveFocus());
  await user.keyboard('How did you hear about it?');
  await user.selectOptions(field(3, 'Type of question 3'), 'One choice');
  // A choice question starts with one empty answer.
  await user.type(field(3, 'Answer 1 of question 3'), 'Mail');
  await user.click(question(3).getByRole('button', { name: named('Add answer', 'to question 3') }));
  await waitFor(() => expect(field(3, 'Answer 2 of question 3')).toHaveFocus());
  await user.keyboard('Friend');
  await user.click(question(3).getByRole('switch', { name: 'Question 3 is required' }));

  // Moves are announced, and the focus follows the question.
  await user.click(question(3).getByRole('button', { name: named('Move up', 'question 3') }));
  expect(screen.getByText('Question "How did you hear about it?" moved to position 2 of 3.')).toBeInTheDocument();
  expect(field(2, 'Text of question 2')).toHaveValue('How did you hear about it?');
  await waitFor(() => expect(question(2).getByRole('button', { name: named('Move up', 'question 2') })).toHaveFocus());
  await user.click(question(3).getByRole('button', { name: named('Remove', 'answer 2 of question 3') }));
  expect(question(3).queryByDisplayValue('Bonding')).not.toBeInTheDocument();

  // A question without answers goes at once; one with answers only after a confirmation.
  await user.click(question(1).getByRole('button', { name: named('Remove', 'question 1') }));
  expect(screen.getByText('Question 1 removed. Save the survey to keep the change.')).toBeInTheDocument();
  await user.click(question(2).getByRole('button', { name: named('Remove', 'question 2') }));
  const confirmation = await screen.findByRole('dialog', { name: 'Remove "Topics"?' });
  await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
  expect(field(2, 'Text of question 2')).toHaveValue('Topics');
  await expectAccessible('survey being built');

  await user.click(save());
  expect(await findToast('Survey saved.')).toBeInTheDocument();
  const saves = server.requestsTo('updateStaffSurvey');
  expect(saves.map((request) => request.params)).toEqual([{ surveyId: '7' }]);
  expect(saves.map((request) => request.body)).toEqual([
    {
      Title: 'Workshop feedback',
      Description: 'After the workshop.',
      Questions: [
        {
          Id: null,
          Text: 'How did you hear about it?',
          QuestionType: 'Select',
          Required: true,
          PossibleAnswers: [
            { Id: null, Text: 'Mail' },
            { Id: null, Text: 'Friend' },
          ],
        },
        {
          Id: 12,
          Text: 'Topics',
          QuestionType: 'MultiChoice',
          Required: true,
          PossibleAnswers: [{ Id: 21, Text: 'Bidding' }],
        },
      ],
    },
  ]);
  // The saved survey is the form again.
  await waitFor(() => expect(field(1, 'Text of question 1')).toHaveValue('Your name'));
});

test("the builder's rules show on their fields before anything is sent", async () => {
  const { user, server } = await openBuilder();
  await user.clear(screen.getByLabelText(/^Title/));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.selectOptions(field(3, 'Type of question 3'), 'Several choices');
  await user.click(question(3).getByRole('button', { name: named('Remove', 'answer 1 of question 3') }));
  await user.click(save());

  expect(screen.getByLabelText(/^Title/)).toHaveFocus();
  expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(surveyMessages.titleRequired);
  expect(field(3, 'Text of question 3')).toHaveAccessibleDescription(surveyMessages.questionTextRequired);
  expect(question(3).getByRole('group', { name: 'Possible answers' })).toHaveAccessibleDescription(
    surveyMessages.answersRequired,
  );
  await expectAccessible('survey rules refused');

  await user.click(question(3).getByRole('button', { name: named('Add answer', 'to question 3') }));
  await user.click(save());
  expect(field(3, 'Answer 1 of question 3')).toHaveAccessibleDescription(surveyMessages.answerTextRequired);
  expect(question(3).queryByText(surveyMessages.answersRequired)).not.toBeInTheDocument();
  expect(server.requestsTo('updateStaffSurvey')).toEqual([]);

  // Each message goes as its field is filled in.
  await user.type(screen.getByLabelText(/^Title/), 'Bridge workshop');
  await user.type(field(3, 'Text of question 3'), 'Where do you work?');
  await user.type(field(3, 'Answer 1 of question 3'), 'Oregon');
  expect(screen.queryByText(surveyMessages.titleRequired)).not.toBeInTheDocument();
  expect(screen.queryByText(surveyMessages.questionTextRequired)).not.toBeInTheDocument();
  expect(screen.queryByText(surveyMessages.answerTextRequired)).not.toBeInTheDocument();

  // A choice question made a text question keeps its answers in the form, but sends none.
  await user.selectOptions(field(3, 'Type of question 3'), 'Long text');
  await user.click(save());
  expect(await findToast('Survey saved.')).toBeInTheDocument();
  const [sent] = server.requestsTo('updateStaffSurvey');
  expect(sent?.body).toMatchObject({
    Title: 'Bridge workshop',
    Questions: [
      { Id: 11, Text: 'Your name', QuestionType: 'FreeText', PossibleAnswers: [] },
      { Id: 12, Text: 'Topics', QuestionType: 'MultiChoice' },
      { Id: null, Text: 'Where do you work?', QuestionType: 'TextArea', PossibleAnswers: [] },
    ],
  });
});

test("a refused save shows the server's message", async () => {
  const { user } = await openBuilder(failure(surveyMessages.typeLocked));
  await user.click(save());
  expect(await screen.findByText(surveyMessages.typeLocked)).toBeVisible();
  expect(screen.getByText(surveyMessages.typeLocked).closest('[role="alert"]')).not.toBeNull();
  await expectAccessible('survey save refused');
});
