import { accommodationMessages, type EventDetails, messages, ok } from '@bridgehub/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { findToast } from '../../testing/toasts.ts';

const DAY = 24 * 3_600_000;

/** An event a week away whose time to ask for accommodations closes `closesIn` ms from now. */
const eventDetails = (closesIn: number): EventDetails => {
  const startsAt = Date.now() + 7 * DAY;
  const closesAt = new Date(Date.now() + closesIn);
  return {
    Name: 'Bridge design workshop',
    Description: '<p>Come and see.</p>',
    Location: 'City Hall',
    Date: new Date(startsAt).toISOString(),
    EndDate: new Date(startsAt + 2 * 3_600_000).toISOString(),
    IBREvent: true,
    CanRegister: true,
    ExternalId: 'workshop',
    EventToday: false,
    IsCancelled: false,
    Accommodations: { LastDay: '2026-06-05', ClosesAt: closesAt.toISOString() },
  };
};

const answer = {
  ...ok(null),
  HasSurvey: false,
  UniqueSurveyId: null,
  HasCompletedSurvey: false,
  AlreadyRegistered: false,
  Waitlisted: false,
  WaitlistPosition: null,
};

const openForm = (closesIn: number) => {
  const view = renderApp('/Register/workshop', {
    api: { getEventDetails: ok(eventDetails(closesIn)), registerForEvent: answer },
  });
  return { ...view, group: async () => screen.findByRole('group', { name: accommodationMessages.legend }) };
};

test('the event page says until when accommodations can be asked for, and the form offers them as a group', async () => {
  const { group } = openForm(3 * DAY);
  const fieldset = await group();
  const onTime =
    'Need an interpreter, live captioning or another accommodation to take part? Ask for it when you register, by Friday, June 5, 2026, and we will arrange it.';
  expect(screen.getByText(onTime)).toBeVisible();
  expect(fieldset).toHaveAccessibleDescription(`${accommodationMessages.intro} ${onTime}`);
  for (const need of Object.values(accommodationMessages.needs)) {
    expect(within(fieldset).getByRole('checkbox', { name: need })).not.toBeChecked();
  }
  expect(within(fieldset).queryByRole('textbox')).toBeNull();
  expect(screen.queryByText(/may not be possible/)).toBeNull();
  await expectAccessible('registration form with accommodations');
});

test('ticking an interpreter opens and announces the language field, which the form asks for before sending', async () => {
  const { user, server, group } = openForm(3 * DAY);
  const fieldset = await group();
  const interpreter = within(fieldset).getByRole('checkbox', { name: accommodationMessages.needs.SpokenLanguage });
  await user.click(interpreter);
  const language = within(fieldset).getByRole('textbox', { name: accommodationMessages.spokenLanguageLabel });
  expect(interpreter).toHaveAttribute('aria-controls', language.closest('[id$="-detail"]')?.id);
  expect(within(fieldset).getByRole('status')).toHaveTextContent(accommodationMessages.spokenLanguageShown);
  await user.click(within(fieldset).getByRole('checkbox', { name: accommodationMessages.needs.SignLanguage }));

  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'pat@example.com');
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: messages.register }));
  expect(await findToast(accommodationMessages.problems.languageRequired)).toBeInTheDocument();
  expect(language).toHaveAttribute('aria-invalid', 'true');
  expect(language).toHaveAccessibleDescription(accommodationMessages.problems.languageRequired);
  expect(server.requestsTo('registerForEvent')).toEqual([]);
  await expectAccessible('accommodations with a field error');

  await user.type(language, 'Somali');
  expect(language).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: messages.register }));
  expect(await findToast(accommodationMessages.recordedOnTime)).toBeInTheDocument();
  expect(server.requestsTo('registerForEvent')[0]?.body).toMatchObject({
    AttendeeEmail: 'pat@example.com',
    Accommodations: { Needs: ['SignLanguage', 'SpokenLanguage'], SpokenLanguage: 'Somali', Format: '', Other: '' },
  });
});

test('unticking a need closes its field; a registration without accommodations sends none', async () => {
  const { user, server, group } = openForm(3 * DAY);
  const fieldset = await group();
  const other = within(fieldset).getByRole('checkbox', { name: accommodationMessages.needs.Other });
  await user.click(other);
  expect(within(fieldset).getByRole('textbox', { name: accommodationMessages.otherLabel })).toBeVisible();
  await user.click(other);
  expect(within(fieldset).queryByRole('textbox')).toBeNull();
  expect(within(fieldset).getByRole('status')).toBeEmptyDOMElement();

  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'sam@example.com');
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: messages.register }));
  expect(await findToast(messages.registered)).toBeInTheDocument();
  expect(server.requestsTo('registerForEvent')[0]?.body).not.toHaveProperty('Accommodations');
});

test('after the time to ask, the page and the form say plainly that it may not be possible, and still send it', async () => {
  const { user, server, group } = openForm(-DAY);
  const fieldset = await group();
  const late =
    'Need an interpreter, live captioning or another accommodation to take part? You can still ask for it when you register, but the time to ask ended on Friday, June 5, 2026, so it may not be possible.';
  expect(screen.getByText(late)).toBeVisible();
  expect(fieldset).toHaveAccessibleDescription(`${accommodationMessages.intro} ${late}`);
  await user.click(within(fieldset).getByRole('checkbox', { name: accommodationMessages.needs.Wheelchair }));
  await expectAccessible('accommodations after the time to ask');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'lee@example.com');
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: messages.register }));
  expect(await findToast(accommodationMessages.recordedLate)).toBeInTheDocument();
  expect(server.requestsTo('registerForEvent')[0]?.body).toMatchObject({ Accommodations: { Needs: ['Wheelchair'] } });
});
