import { failure, ok, type StaffSurvey, surveyMessages } from '@bridgehub/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';
import { findToast } from '../../../testing/toasts.ts';

const workshop = { Id: 5, Name: 'Bridge Contracting Workshop', StartsAt: '2026-12-03T17:00:00.000Z' };
const fair = { Id: 6, Name: 'Supplier Fair', StartsAt: '2026-12-10T17:00:00.000Z' };

const survey: StaffSurvey = {
  Id: 7,
  Title: 'Workshop feedback',
  Description: '',
  Questions: [],
  ResponseCount: 0,
  Events: [],
  AttachableEvents: [workshop, fair],
};

test('an event is attached once chosen, and a refusal says why', async () => {
  let attachments = 0;
  const { user, server } = renderApp('/console/surveys/7?tab=events', {
    api: {
      ...signInStaff(),
      getStaffSurvey: ok(survey),
      // The first event got a survey meanwhile; the second is attached.
      attachStaffSurveyToEvent: () =>
        ++attachments === 1
          ? failure(surveyMessages.eventHasSurvey)
          : ok({ ...survey, Events: [fair], AttachableEvents: [workshop] }),
    },
  });
  const event = await screen.findByLabelText('Upcoming event without a survey');
  const attach = screen.getByRole('button', { name: 'Attach' });
  expect(attach).toBeDisabled();

  await user.selectOptions(event, String(workshop.Id));
  await user.click(attach);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(surveyMessages.eventHasSurvey));
  await expectAccessible('attaching refused');

  await user.selectOptions(event, String(fair.Id));
  await user.click(attach);
  expect(await findToast('Survey attached to the event.')).toBeInTheDocument();
  expect(server.requestsTo('attachStaffSurveyToEvent').map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { surveyId: '7' }, body: { EventId: workshop.Id } },
    { params: { surveyId: '7' }, body: { EventId: fair.Id } },
  ]);
  // The form starts again from no event.
  expect(event).toHaveValue('');
  expect(attach).toBeDisabled();
});
