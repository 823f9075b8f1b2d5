import { failure, messages, ok } from '@bridgehub/contract';
import { expect, expectAccessible, test } from './fixtures.ts';
import { solveCaptcha, toast } from './support.ts';

test('a survey that cannot be loaded says so', async ({ page }) => {
  await page.route('**/api/Survey/submit/no-such-survey', (route) =>
    route.fulfill({ json: failure(messages.notFound) }),
  );
  await page.goto('/Survey/no-such-survey');
  await expect(page.getByText(messages.unableToLoadSurvey)).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'survey not found');
});

test('a survey opened without a registration shows empty fields, an unknown type, and thanks after submitting', async ({
  page,
}) => {
  await page.route('**/api/Survey/submit/demo-link', (route) =>
    route.fulfill({
      json: ok({
        Title: 'Workshop Feedback',
        Description: 'Two questions.',
        Questions: [
          { Id: 1, Text: 'Name', QuestionType: 'FreeText', Required: true, PossibleAnswers: [] },
          { Id: 2, Text: 'Rate us', QuestionType: 'Stars', Required: false, PossibleAnswers: [] },
        ],
      }),
    }),
  );
  await page.route('**/api/Survey/submit', (route) => route.fulfill({ json: ok(null) }));
  await page.goto('/Survey/demo-link');
  await expect(page.getByRole('textbox', { name: '1. Name' })).toHaveValue('');
  await expect(page.getByText(messages.questionTypeUnknown)).toBeVisible();
  await expectAccessible(page, 'survey with an unknown question type');
  await page.getByRole('textbox', { name: '1. Name' }).fill('Pat');
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(toast(page, messages.completeCaptcha)).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(page.getByText(messages.surveySubmitted).first()).toBeVisible();
  await expectAccessible(page, 'survey submitted');
});

test("a refused survey shows the server's message", async ({ page }) => {
  await page.route('**/api/Survey/submit/done-link', (route) =>
    route.fulfill({
      json: ok({
        Title: 'Feedback',
        Description: '',
        Questions: [{ Id: 1, Text: 'Comments', QuestionType: 'TextArea', Required: false, PossibleAnswers: [] }],
      }),
    }),
  );
  await page.route('**/api/Survey/submit', (route) =>
    route.fulfill({ json: failure(messages.surveyAlreadySubmitted) }),
  );
  await page.goto('/Survey/done-link');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(toast(page, messages.surveyAlreadySubmitted)).toBeVisible();
});
