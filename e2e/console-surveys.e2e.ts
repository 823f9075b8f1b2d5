import { readFile } from 'node:fs/promises';
import { messages } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { uniqueAddress } from './api-support.ts';
import { openConsoleAs, openConsoleSection, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { solveCaptcha, toast } from './support.ts';

/** A demo event that is upcoming, open for registration and without a survey; the test detaches its survey again. */
const EVENT = 'Small Business Contracting Workshop';

const question = (page: Page, position: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Question ${position}\\b`) });

/** Adds a question at the end and fills it in; choice questions get their answers. */
const addQuestion = async (page: Page, position: number, text: string, type: string, answers: string[] = []) => {
  await page.getByRole('button', { name: 'Add question' }).click();
  const item = question(page, position);
  await expect(item.getByLabel(`Text of question ${position}`)).toBeFocused();
  await item.getByLabel(`Text of question ${position}`).fill(text);
  await item.getByLabel(`Type of question ${position}`).selectOption({ label: type });
  for (const [index, answer] of answers.entries()) {
    if (index > 0) await item.getByRole('button', { name: `Add answer to question ${position}` }).click();
    await item.getByLabel(`Answer ${index + 1} of question ${position}`).fill(answer);
  }
};

test('a coordinator builds a survey, attaches it to an event, an attendee answers it, and the results are charted and exported', async ({
  page,
  staffMember,
}) => {
  test.slow();
  const coordinator = await staffMember('Coordinator');
  await openConsoleAs(page, coordinator.tokens);
  // The home screen first: on a phone the menu button must be there before the section is opened through it.
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await openConsoleSection(page, 'Surveys');
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible();
  await expectAccessible(page, 'surveys list');

  const title = `Workshop feedback ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('form', { name: 'New survey' }).getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No questions yet.')).toBeVisible();
  await expectAccessible(page, 'empty survey');

  await page.getByLabel('Description').fill('Three questions about the workshop.');
  await addQuestion(page, 1, 'Comments', 'Long text');
  await addQuestion(page, 2, 'How did you hear about it?', 'One choice', ['Mail', 'Friend']);
  await addQuestion(page, 3, 'Topics', 'Several choices', ['Bidding', 'Certification']);
  await question(page, 2).getByRole('switch', { name: 'Question 2 is required' }).check();
  // Comments go last, by keyboard-usable buttons, and the move is announced.
  await question(page, 1).getByRole('button', { name: 'Move down question 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 2 of 3' })).toBeAttached();
  await expect(question(page, 2).getByRole('button', { name: 'Move down question 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, 3).getByLabel('Text of question 3')).toHaveValue('Comments');
  await expectAccessible(page, 'survey being built');
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(toast(page, 'Survey saved.')).toBeVisible();

  // Attach it to the event.
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(/tab=events/);
  await expect(page.getByText('Not attached to any event yet.')).toBeVisible();
  await expectAccessible(page, 'survey events');
  const select = page.getByLabel('Upcoming event without a survey');
  const value = await select.locator('option', { hasText: EVENT }).getAttribute('value');
  await select.selectOption(value ?? '');
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(toast(page, 'Survey attached to the event.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attached events' })).toContainText(EVENT);
  const surveyUrl = page.url().replace(/\?.*$/, '');

  // An attendee registers on the public page and is led to the survey.
  await page.goto('/');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: EVENT, exact: true }) })
    .getByRole('link', { name: `Register ${EVENT}` })
    .click();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueAddress('survey-attendee'));
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Avery Quinn');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(page).toHaveURL(/\/Survey\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('combobox', { name: '1. How did you hear about it?' }).selectOption({ label: 'Friend' });
  await page.getByRole('checkbox', { name: 'Bidding' }).check();
  await page.getByRole('checkbox', { name: 'Certification' }).check();
  await page.getByRole('textbox', { name: '3. Comments' }).fill('More on bonding, please.');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(toast(page, messages.surveySubmitted)).toBeVisible();

  // The results: response rate, a chart with its table, the text answers, the responses, an export.
  await page.goto(`${surveyUrl}?tab=results`);
  await expect(page.getByText(/^1 of \d+ registrants answered \(\d+%\)$/)).toBeVisible();
  const heard = page.getByRole('region', { name: '1. How did you hear about it?' });
  await expect(heard.getByRole('img', { name: /Bar chart of the answers/ })).toBeVisible();
  await expect(heard.getByRole('row', { name: 'Friend 1 100%' })).toBeVisible();
  await expect(heard.getByRole('row', { name: 'Mail 0 0%' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '2. Topics' }).getByRole('row', { name: 'Bidding 1 100%' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '3. Comments' })).toContainText('More on bonding, please.');
  await expect(page.getByRole('region', { name: 'Responses' })).toContainText('Avery Quinn');
  await expectAccessible(page, 'survey results');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export responses as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^survey-workshop-feedback-.+\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Submitted at,Name,E-mail,How did you hear about it?,Topics,Comments');
  expect(csv).toContain('Friend,Bidding; Certification,"More on bonding, please."');

  // Answers exist: a question's type is fixed, and detaching leaves the answers.
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(question(page, 1).getByLabel('Type of question 1')).toBeDisabled();
  await expectAccessible(page, 'survey with answers');
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: `Detach from ${EVENT}` }).click();
  await page
    .getByRole('dialog', { name: `Detach the survey from ${EVENT}?` })
    .getByRole('button', { name: 'Detach' })
    .click();
  await expect(toast(page, 'Survey detached from the event.')).toBeVisible();
  await expect(page.getByText('Not attached to any event yet.')).toBeVisible();
});
