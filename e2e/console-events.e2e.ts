import {
  type AccommodationWindow,
  accommodationMessages,
  eventMessages,
  eventPageMessages,
  messages,
} from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDayLong } from '../apps/web/src/lib/format-date.ts';
import { captchaAnswer, uniqueAddress } from './api-support.ts';
import { openConsoleAs, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { followMailLink, openNewestMail, solveCaptcha, toast, uniqueOrganizationName } from './support.ts';

/** A calendar day some days ahead, as the editor's date field takes it (the program's zone is hours away at most). */
const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString().slice(0, 10);

/** Registers from the public event page as a person does; the page is open on the event. */
const registerFromPage = async (page: Page, eventPath: string, email: string) => {
  await page.goto(eventPath);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Full Name').fill('Sam Lee');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
};

test('an event made in the console lists on /, fills, waitlists and promotes when staff cancel a registration', async ({
  page,
  staffMember,
}) => {
  // A whole journey on both sides, with two captchas, on a shared machine.
  test.slow();
  const staff = await staffMember('Coordinator');
  const name = `${uniqueOrganizationName('Fair')}`;

  await openConsoleAs(page, staff.tokens, '/console/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'events list');
  await page.getByRole('link', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'Save draft' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText(eventMessages.nameRequired)).toBeVisible();
  await expectAccessible(page, 'event editor with errors');

  await form.getByLabel('Name').fill(name);
  const description = form.getByRole('textbox', { name: 'Description' });
  await description.click();
  await form.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Meet the buyers');
  await expect(description.locator('strong')).toHaveText('Meet the buyers');
  // The toolbar is one tab stop; arrow keys move along it.
  const toolbar = form.getByRole('toolbar', { name: 'Description formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
  await description.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' at ');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
  await linkDialog.getByLabel('Link address').fill('https://example.com/fair');
  await expectAccessible(page, 'link dialog');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(description.getByRole('link', { name: 'https://example.com/fair' })).toBeVisible();
  await form.getByLabel('Location').fill('City Hall, Room 2');
  await form.getByLabel('Start date').fill(dayAhead(3));
  await form.getByLabel('Start time').fill('17:00');
  await form.getByLabel('End date').fill(dayAhead(3));
  await form.getByLabel('End time').fill('16:00');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText(eventMessages.endBeforeStart)).toBeVisible();
  await form.getByLabel('End time').fill('19:00');
  await form.getByLabel('Capacity (optional)').fill('1');
  await expectAccessible(page, 'event editor filled in');
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 1 places taken')).toBeVisible();
  await expectAccessible(page, 'draft event page');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const publicLink = await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href');
  expect(publicLink).toMatch(/^\/Register\//);
  const consoleUrl = page.url().replace(/\?.*$/, '');

  // The public list shows it at once (the Upcoming cache was invalidated).
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Register ${name}` })).toBeVisible();

  const first = uniqueAddress('first');
  await registerFromPage(page, publicLink as string, first);
  await expect(toast(page, messages.registered)).toBeVisible();

  const second = uniqueAddress('second');
  await registerFromPage(page, publicLink as string, second);
  const waiting = page.getByRole('status').filter({ hasText: 'You are on the waitlist' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('You are number 1 in line');
  await expectAccessible(page, 'on the waitlist');

  // Staff cancel the first registration: the second person gets the place and a mail saying so.
  await openConsoleAs(page, staff.tokens, `${consoleUrl}?tab=attendees`);
  const attendees = page.getByRole('list', { name: 'Attendees' });
  await expect(attendees.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(attendees.getByRole('listitem').nth(1)).toContainText('Waitlist #1');
  await expectAccessible(page, 'attendees with a waitlist');
  await page.getByLabel('Search attendees').fill('second');
  await expect(attendees.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search attendees').fill('');
  await expect(attendees.getByRole('listitem')).toHaveCount(2);
  await attendees.getByRole('listitem').first().getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('first person on the waitlist');
  await expectAccessible(page, 'cancel registration dialog');
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(toast(page, 'Registration cancelled.')).toBeVisible();
  await expect(attendees.getByRole('listitem').first()).toContainText('Registered');
  await expect(attendees.getByRole('listitem').first()).toContainText(second);
  await expect(attendees.getByRole('listitem').nth(1)).toContainText('Cancelled');

  await openNewestMail(page, second, new RegExp(`You have a place: ${name}`));
});

/** An event published through the API (the editor is tested above), five days ahead; `extra` sets more fields. */
const publishedEventByApi = async (
  request: APIRequestContext,
  token: string,
  name: string,
  capacity: number | null = null,
  extra: Record<string, unknown> = {},
) => {
  const headers = { authorization: `Bearer ${token}` };
  const startsAt = new Date(Date.now() + 5 * 24 * 3_600_000);
  const created = await (
    await request.post('/api/Staff/Events', {
      headers,
      data: {
        Name: name,
        Description: '<p>Bring a hat.</p>',
        Location: 'Esther Short Park',
        StartsAt: startsAt.toISOString(),
        EndsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        IBREvent: false,
        CanRegister: true,
        Capacity: capacity,
        SurveyId: null,
        ...extra,
      },
    })
  ).json();
  const event = created.Response as { Id: number; ExternalId: string };
  await request.post(`/api/Staff/Events/${event.Id}/Publish`, { headers, data: { IsPublished: true } });
  return event;
};

const registerByApi = async (request: APIRequestContext, eventId: string, email: string) => {
  const answer = await request.post('/api/Event/Register', {
    data: { EventId: eventId, AttendeeEmail: email, SendConfirmation: true, Captcha: await captchaAnswer(request) },
  });
  return answer.json();
};

test('a registrant asks for an interpreter; the console shows the request, and marking it arranged mails them', async ({
  page,
  staffMember,
}) => {
  test.slow();
  const staff = await staffMember('Coordinator');
  const name = `${uniqueOrganizationName('Hearing')}`;
  // No lead time: the request is promised until the event's day, whatever day the suite runs on.
  const event = await publishedEventByApi(page.request, staff.tokens.AccessToken, name, null, {
    AccommodationLeadDays: 0,
  });
  const details = await (await page.request.get(`/api/Event/Details/${event.ExternalId}`)).json();
  const window = details.Response.Accommodations as AccommodationWindow;
  const email = uniqueAddress('interpreter');

  await page.goto(`/Register/${event.ExternalId}`);
  await expect(
    page.getByText(`Ask for it when you register, by ${formatDayLong(window.LastDay)}, and we will arrange it.`),
  ).toBeVisible();
  const accommodations = page.getByRole('group', { name: accommodationMessages.legend });
  await expect(accommodations).toBeVisible();
  await expectAccessible(page, 'event page offering accommodations');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await accommodations.getByRole('checkbox', { name: accommodationMessages.needs.SignLanguage }).check();
  await accommodations.getByRole('checkbox', { name: accommodationMessages.needs.SpokenLanguage }).check();
  const language = accommodations.getByRole('textbox', { name: accommodationMessages.spokenLanguageLabel });
  await expect(language).toBeVisible();
  await expect(accommodations.getByRole('status')).toHaveText(accommodationMessages.spokenLanguageShown);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(accommodations.getByText(accommodationMessages.problems.languageRequired)).toBeVisible();
  await expect(language).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'accommodation language missing');
  await language.fill('Somali');
  await solveCaptcha(page);
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(toast(page, accommodationMessages.recordedOnTime)).toBeVisible();
  await expect(toast(page, messages.registered)).toBeVisible();

  await openConsoleAs(page, staff.tokens, `/console/events/${event.Id}?tab=accommodations`);
  const requests = page.getByRole('list', { name: 'Accommodation requests' });
  const request = requests.getByRole('listitem', { name: email });
  await expect(request).toBeVisible({ timeout: 20_000 });
  await expect(request).toContainText(accommodationMessages.needs.SignLanguage);
  await expect(request).toContainText(accommodationMessages.needWithDetail.SpokenLanguage('Somali'));
  await expect(request).toContainText(accommodationMessages.states.New);
  await expectAccessible(page, 'accommodation requests');
  const form = request.getByRole('form', { name: `Answer ${email}'s request` });
  await form.getByRole('radio', { name: accommodationMessages.states.Arranged }).check();
  await form.getByLabel('Note to the registrant (optional)').fill('Your interpreters will be by the stage.');
  await form.getByRole('button', { name: 'Save and e-mail the registrant' }).click();
  await expect(toast(page, 'Saved. The registrant was e-mailed.')).toBeVisible();
  await expect(request.getByText(accommodationMessages.states.Arranged, { exact: true }).first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save and e-mail the registrant' })).toBeDisabled();
  await expectAccessible(page, 'accommodation request arranged');

  const mail = await openNewestMail(page, email, new RegExp(`Your accommodation request: ${name}`));
  await expect(mail).toBeVisible();

  // The console home lists what is still new past its time to ask; this request is arranged and was in time.
  await openConsoleAs(page, staff.tokens, '/console');
  const due = page.getByRole('region', { name: 'Accommodations to arrange' });
  await expect(due).toBeVisible({ timeout: 20_000 });
  await expect(due.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await expectAccessible(page, 'console home with accommodations to arrange');
});

test('staff cancel an event: it leaves the list and its page says it was cancelled', async ({ page, staffMember }) => {
  test.slow();
  const staff = await staffMember('Administrator');
  const name = `${uniqueOrganizationName('Picnic')}`;
  const event = await publishedEventByApi(page.request, staff.tokens.AccessToken, name);

  await openConsoleAs(page, staff.tokens, `/console/events/${event.Id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'published event details');
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
  await expectAccessible(page, 'cancel event dialog');
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('This event was cancelled. Duplicate it to plan it again.')).toBeVisible();
  await expectAccessible(page, 'cancelled event page');

  await page.getByRole('link', { name: 'Events' }).first().click();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page, 'cancelled events list');

  await page.goto(`/Register/${event.ExternalId}`);
  await expect(page.getByText(eventPageMessages.eventCancelled)).toBeVisible();
  await expect(page.getByRole('tab', { name: messages.register })).toHaveCount(0);
  await expectAccessible(page, 'public page of a cancelled event');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: messages.eventsTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: `Register ${name}` })).toHaveCount(0);
});

test.describe(() => {
  // A forged link's page is a 404 on purpose.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("an attendee cancels through the confirmation mail's link; the first person waiting gets the place", async ({
    page,
    staffMember,
  }) => {
    test.slow();
    const staff = await staffMember('Coordinator');
    const name = `${uniqueOrganizationName('Talk')}`;
    const event = await publishedEventByApi(page.request, staff.tokens.AccessToken, name, 1);
    const [holder, waiting] = [uniqueAddress('holder'), uniqueAddress('waiting')];
    expect(await registerByApi(page.request, event.ExternalId, holder)).toMatchObject({ Waitlisted: false });
    expect(await registerByApi(page.request, event.ExternalId, waiting)).toMatchObject({
      Waitlisted: true,
      WaitlistPosition: 1,
    });

    await followMailLink(page, holder, /CancelRegistration/, new RegExp(`You are registered: ${name}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel a registration' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expectAccessible(page, 'cancel registration page');
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your registration is cancelled.' })).toBeVisible();
    await expectAccessible(page, 'registration cancelled');
    await openNewestMail(page, waiting, new RegExp(`You have a place: ${name}`));

    await page.goto('/CancelRegistration/1.forged');
    await expect(page.getByRole('alert')).toContainText(eventPageMessages.cancelLinkInvalid);
    await expectAccessible(page, 'cancel link not valid');
  });
});
