import { ok, type StaffSurvey, surveyMessages } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';

const created: StaffSurvey = {
  Id: 9,
  Title: 'Site visit feedback',
  Description: '',
  Questions: [],
  ResponseCount: 0,
  Events: [],
  AttachableEvents: [],
};

test('a new survey needs a title, and opens in the builder once created', async () => {
  const { user, server } = renderApp('/console/surveys', {
    api: {
      ...signInStaff(),
      listStaffSurveys: ok([{ Id: 7, Title: 'Workshop feedback', QuestionCount: 2, ResponseCount: 3, Events: [] }]),
      createStaffSurvey: ok(created),
      getStaffSurvey: ok(created),
    },
  });
  const form = await screen.findByRole('form', { name: 'New survey' });
  const title = screen.getByLabelText(/^Title/);
  await user.click(screen.getByRole('button', { name: 'Create survey' }));
  expect(title).toHaveAccessibleDescription(surveyMessages.titleRequired);
  expect(title).toHaveFocus();
  expect(server.requestsTo('createStaffSurvey')).toEqual([]);
  await expectAccessible('new survey without a title');

  await user.type(title, 'Site visit feedback');
  expect(form).not.toHaveTextContent(surveyMessages.titleRequired);
  await user.click(screen.getByRole('button', { name: 'Create survey' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Site visit feedback' })).toBeVisible();
  expect(server.requestsTo('createStaffSurvey').map((request) => request.body)).toEqual([
    { Title: 'Site visit feedback', Description: '', Questions: [] },
  ]);
});
