import { failure, messages, ok } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { findToast } from '../../testing/toasts.ts';

test('a survey that cannot be loaded says so', async () => {
  renderApp('/Survey/no-such-survey', { api: { getSurvey: failure(messages.notFound) } });
  expect(await screen.findByText(messages.unableToLoadSurvey)).toBeVisible();
  await expectAccessible('survey not found');
});

test('a survey opened without a registration shows empty fields, an unknown type, and thanks after submitting', async () => {
  const { user, server } = renderApp('/Survey/demo-link', {
    api: {
      getSurvey: ok({
        Title: 'Workshop Feedback',
        Description: 'Two questions.',
        Questions: [
          { Id: 1, Text: 'Name', QuestionType: 'FreeText', Required: true, PossibleAnswers: [] },
          { Id: 2, Text: 'Rate us', QuestionType: 'Stars', Required: false, PossibleAnswers: [] },
        ],
      }),
      submitSurvey: ok(null),
    },
  });
  const name = await screen.findByLabelText(/^1\. Name/);
  expect(name).toHaveValue('');
  expect(screen.getByText(messages.questionTypeUnknown)).toBeVisible();
  await expectAccessible('survey with an unknown question type');
  await user.type(name, 'Pat');
  await user.click(screen.getByRole('button', { name: messages.submit }));
  expect(await findToast(messages.completeCaptcha)).toBeInTheDocument();
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: messages.submit }));
  const thanks = (await screen.findAllByText(messages.surveySubmitted)).find(
    (text) => !text.closest('[data-rht-toaster]'),
  );
  expect(thanks).toBeVisible();
  await expectAccessible('survey submitted');
  expect(server.requestsTo('submitSurvey')[0]?.body).toMatchObject({
    Id: 'demo-link',
    Responses: [{ QuestionId: 1, TextResponse: 'Pat' }],
    Captcha: 'solved-captcha',
  });
});

test("a refused survey shows the server's message", async () => {
  const { user } = renderApp('/Survey/done-link', {
    api: {
      getSurvey: ok({
        Title: 'Feedback',
        Description: '',
        Questions: [{ Id: 1, Text: 'Comments', QuestionType: 'TextArea', Required: false, PossibleAnswers: [] }],
      }),
      submitSurvey: failure(messages.surveyAlreadySubmitted),
    },
  });
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: messages.submit }));
  expect(await findToast(messages.surveyAlreadySubmitted)).toBeInTheDocument();
});
