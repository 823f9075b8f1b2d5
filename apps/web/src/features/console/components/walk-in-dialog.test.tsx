import { checkInMessages, failure, messages, ok, type StaffEvent, type WalkIn } from '@bridgehub/contract';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';
import { findToast } from '../../../testing/toasts.ts';

/**
 * The walk-in dialog as the event's attendees tab opens it, online; the check-in station's, which queues offline, is
 * walked in e2e/console-check-in.
 */

const event: StaffEvent = {
  Id: 5,
  ExternalId: 'b1e2c3d4-0000-4000-8000-000000000005',
  Name: 'Bridge Contracting Workshop',
  Description: '',
  Location: 'Community hall',
  StartsAt: '2026-11-26T17:00:00.000Z',
  EndsAt: '2026-11-26T19:00:00.000Z',
  IBREvent: true,
  CanRegister: true,
  Capacity: null,
  SurveyId: null,
  AccommodationLeadDays: 5,
  IsPublished: true,
  CancelledAt: null,
  Sequence: 0,
  UpdatedAt: '2026-11-01T17:00:00.000Z',
  Registered: 0,
  Waitlisted: 0,
  CheckedIn: 0,
};

/** The server's rules for a walk-in, as check-in.service applies them. */
const addWalkIn = ({ body }: { body: unknown }) => {
  const { Name, Email } = body as WalkIn;
  if (Name.trim() === '') return failure(checkInMessages.nameRequired);
  if (Email.trim() === '') return failure(messages.emailRequired);
  return ok({
    Outcome: 'CheckedIn' as const,
    Attendee: {
      RegistrationId: 40,
      Name,
      Email,
      Code: 'ABCDE-12345',
      Status: 'CheckedIn' as const,
      CheckedInAt: '2026-11-26T17:05:00.000Z',
      IsWalkIn: true,
      Accommodation: null,
    },
  });
};

const openDialog = async () => {
  const view = renderApp('/console/events/5?tab=attendees', {
    api: {
      ...signInStaff(),
      getStaffEvent: ok(event),
      listEventAttendees: ok({ Items: [], Total: 0, Page: 1, PageSize: 25 }),
      addWalkIn,
    },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add a walk-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a walk-in' });
  return { ...view, dialog: within(dialog) };
};

test('a refusal is said in the dialog, and an added walk-in closes it with the outcome', async () => {
  const { user, server, dialog } = await openDialog();
  await expectAccessible('walk-in dialog');
  await user.click(dialog.getByRole('button', { name: 'Add and check in' }));
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(checkInMessages.nameRequired));
  await expectAccessible('walk-in dialog refusing an empty name');

  await user.type(dialog.getByLabelText(/^Name/), 'Avery Quinn');
  await user.click(dialog.getByRole('button', { name: 'Add and check in' }));
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(messages.emailRequired));
  await user.type(dialog.getByLabelText(/^Email/), 'avery@walk-in.example');
  await user.click(dialog.getByRole('button', { name: 'Add and check in' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Add a walk-in' }));
  expect(await findToast(/^Avery Quinn: Checked in at /)).toBeInTheDocument();
  expect(server.requestsTo('addWalkIn').map((request) => request.body)).toEqual([
    { EventId: event.ExternalId, Name: '', Email: '' },
    { EventId: event.ExternalId, Name: 'Avery Quinn', Email: '' },
    { EventId: event.ExternalId, Name: 'Avery Quinn', Email: 'avery@walk-in.example' },
  ]);

  // The next walk-in starts from an empty dialog.
  await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
  const next = within(await screen.findByRole('dialog', { name: 'Add a walk-in' }));
  expect(next.getByLabelText(/^Name/)).toHaveValue('');
  expect(next.getByLabelText(/^Email/)).toHaveValue('');
  expect(next.getByRole('alert')).toBeEmptyDOMElement();
});

test("the contract's text rule is the field's, nothing is sent, and Cancel forgets what was typed", async () => {
  const { user, server, dialog } = await openDialog();
  await user.click(dialog.getByLabelText(/^Name/));
  await user.paste('Avery\u0007');
  await user.click(dialog.getByRole('button', { name: 'Add and check in' }));
  expect(dialog.getByLabelText(/^Name/)).toHaveAccessibleDescription(messages.controlCharacters);
  expect(dialog.getByLabelText(/^Name/)).toHaveFocus();
  expect(server.requestsTo('addWalkIn')).toEqual([]);

  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Add a walk-in' }));
  await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
  const reopened = within(await screen.findByRole('dialog', { name: 'Add a walk-in' }));
  expect(reopened.getByLabelText(/^Name/)).toHaveValue('');
  expect(reopened.queryByText(messages.controlCharacters)).not.toBeInTheDocument();
});
