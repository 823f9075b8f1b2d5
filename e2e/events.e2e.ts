import { messages } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { followMailLink, solveCaptcha, toast, waitForScript } from './support.ts';

const TODAY = 'Bridge Program Open House';
const UPCOMING = 'Small Business Contracting Workshop';
const COMMUNITY = 'Riverfront Community Cleanup';
const NOT_REGISTRABLE = 'Regional Transportation Career Fair';
const PAST = 'Bridge Design Public Meeting';

const uniqueAttendee = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;

const openEvent = async (page: Page, name: string) => {
  await page.goto('/');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await row.getByRole('link', { name: new RegExp(`^(Register|View) ${name}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForScript(page);
};

test('the welcome screen lists upcoming events with host, place, local date, calendar file and Register or View', async ({
  page,
}) => {
  await page.goto('/');
  const list = page.getByRole('region', { name: messages.eventsTitle });
  await expect(list.getByRole('heading', { name: TODAY })).toBeVisible();
  await expect(list.getByRole('heading', { name: PAST })).toHaveCount(0);
  const today = list.getByRole('listitem').filter({ hasText: TODAY });
  await expect(today).toContainText(
    /Location: Vancouver Community Library.* Date: \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/,
  );
  await expect(today).toContainText('Hosted by the bridge program');
  await expect(list.getByRole('listitem').filter({ hasText: COMMUNITY })).toContainText('Community-hosted event');
  await expect(today.getByRole('link', { name: `Register ${TODAY}` })).toHaveAttribute('href', /^\/Register\/[\w-]+$/);
  await expect(list.getByRole('link', { name: `View ${NOT_REGISTRABLE}` })).toBeVisible();
  const calendar = today.getByRole('link', { name: `Calendar file for ${TODAY}` });
  const download = page.waitForEvent('download');
  await calendar.click();
  expect((await download).suggestedFilename()).toBe(`${TODAY}.ics`);
  await expectAccessible(page, 'welcome with events');
});

test("today's event opens on Check-In; its Register tab has the form", async ({ page }) => {
  await openEvent(page, TODAY);
  await expect(page.getByText('Hosted by the bridge program')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download calendar file' })).toHaveAttribute(
    'href',
    /^\/api\/Event\/ICal\//,
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'How local businesses can take part' })).toBeVisible();
  await expect(page.getByRole('tab', { name: messages.checkIn })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: messages.checkIn })).toBeEnabled();
  await expectAccessible(page, 'event today, Check-In tab');
  await page.getByRole('tab', { name: messages.register }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  await expectAccessible(page, 'event today, Register tab');
});

test('an event on another day opens on Register; Check-In waits for the day', async ({ page }) => {
  await openEvent(page, UPCOMING);
  await expect(page.getByRole('tab', { name: messages.register })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'event not today, Register tab');

  // §5: an e-mail, a valid e-mail and a solved captcha, each refused with its message.
  const register = page.getByRole('button', { name: messages.register, exact: true });
  await register.click();
  await expect(toast(page, messages.emailRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await register.click();
  await expect(page.getByText(messages.emailInvalid).first()).toBeVisible();
  await expectAccessible(page, 'event registration, invalid e-mail');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueAttendee('upcoming'));
  await register.click();
  await expect(toast(page, messages.completeCaptcha)).toBeVisible();
  await solveCaptcha(page);
  await register.click();
  await expect(toast(page, messages.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/Register\//);

  await page.getByRole('tab', { name: messages.checkIn }).click();
  await expect(page.getByRole('button', { name: messages.checkIn })).toBeDisabled();
  await expect(page.getByText(messages.checkInOnEventDay).last()).toBeVisible();
  await page.locator('[role=tooltip]').locator('..').hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectAccessible(page, 'event not today, Check-In tab');
});

test('an event that cannot be registered for says so', async ({ page }) => {
  await openEvent(page, NOT_REGISTRABLE);
  await expect(page.getByText(messages.eventNotRegistrable)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectAccessible(page, 'event not registrable');
});

test('registering for today’s event leads through the survey into check-in', async ({ page }) => {
  const email = uniqueAttendee('journey');
  await openEvent(page, TODAY);
  await page.getByRole('tab', { name: messages.register }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Jordan Avery');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(toast(page, messages.registered)).toBeVisible();

  // The survey, with name and e-mail carried over from the registration.
  await expect(page).toHaveURL(/\/Survey\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Open House Feedback' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '1. Name' })).toHaveValue('Jordan Avery');
  await expect(page.getByRole('textbox', { name: '2. Email' })).toHaveValue(email);
  await expectAccessible(page, 'survey');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(toast(page, messages.requiredFieldsMissing)).toBeVisible();
  await expectAccessible(page, 'survey, required fields missing');
  await page.getByRole('combobox', { name: /How did you hear/ }).selectOption({ label: 'Social media' });
  await page.getByRole('checkbox', { name: 'Jobs and training' }).check();
  await page.getByRole('textbox', { name: /Anything else/ }).fill('Thanks for the coffee.');
  await page.getByRole('button', { name: messages.submit }).click();
  await expect(toast(page, messages.surveySubmitted)).toBeVisible();

  // Check-in by itself with the handed-over e-mail.
  await expect(page).toHaveURL(/\/CheckIn\/[\w-]+$/);
  await expect(page.getByText(messages.checkedIn, { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Jordan Avery!')).toBeVisible();
  await expectAccessible(page, 'checked in');

  // Registering again: a repeat tells nothing of the registration, and goes on to the Check-In tab.
  await openEvent(page, TODAY);
  await page.getByRole('tab', { name: messages.register }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(toast(page, messages.alreadyRegistered)).toBeVisible();
  await expect(page.getByRole('tab', { name: messages.checkIn })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: messages.checkIn }).click();
  await expect(page.getByText(messages.alreadyCheckedIn, { exact: true })).toBeVisible();
});

test('the confirmation mail’s link checks the attendee in on the day', async ({ page }) => {
  const email = uniqueAttendee('mail');
  await openEvent(page, TODAY);
  await page.getByRole('tab', { name: messages.register }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Casey Morgan');
  await expect(page.getByRole('checkbox', { name: 'Send me a confirmation email' })).toBeChecked();
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(page).toHaveURL(/\/Survey\//);

  await expect(async () => {
    await followMailLink(page, email, /\/CheckIn\//);
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/CheckIn\/[\w-]+\?email=/);
  await expect(page.getByText(messages.checkedIn, { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, Casey Morgan!')).toBeVisible();
  await page.reload();
  await expect(page.getByText(messages.alreadyCheckedIn, { exact: true })).toBeVisible();
  await expectAccessible(page, 'already checked in');
});

test('check-in errors show in red, and an e-mail without a registration is told so', async ({ page }) => {
  await openEvent(page, TODAY);
  const url = page.url().replace('/Register/', '/CheckIn/');
  await page.goto(url);
  await page.getByRole('button', { name: messages.checkIn }).click();
  await expect(page.getByText(messages.emailRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueAttendee('stranger'));
  await page.getByRole('button', { name: messages.checkIn }).click();
  const error = page.getByRole('alert').filter({ hasText: messages.notRegisteredForEvent });
  await expect(error).toBeVisible();
  await expect(error.getByText(messages.notRegisteredForEvent)).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expectAccessible(page, 'check-in error');
});
