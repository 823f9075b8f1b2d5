import { ok, type StaffAccessRequest } from '@bridgehub/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';

const base = {
  Name: '',
  Email: '',
  Phone: '',
  Language: '',
  OtherLanguage: '',
  Details: '',
  Page: '',
  PageLanguage: 'en',
  State: 'New',
  Note: '',
  ChangedAt: null,
  ChangedBy: null,
} as const;

const barrier: StaffAccessRequest = {
  ...base,
  Id: 2,
  Kind: 'Barrier',
  Details: 'The map has no text version.',
  Page: '/Register/abc',
  Email: 'pat@example.com',
  CreatedAt: '2026-11-20T18:00:00.000Z',
};
const language: StaffAccessRequest = {
  ...base,
  Id: 1,
  Kind: 'LanguageAssistance',
  Name: 'Amina',
  Phone: '(206) 555-0100',
  Language: 'so',
  Details: 'A public meeting',
  PageLanguage: 'so',
  CreatedAt: '2026-11-19T18:00:00.000Z',
};

test('staff read the requests newest first and mark one handled with a note', async () => {
  const { user, server } = renderApp('/console/access-requests', {
    api: {
      ...signInStaff('Coordinator'),
      listStaffAccessRequests: ok([barrier, language]),
      updateStaffAccessRequest: ok({
        ...language,
        State: 'Handled',
        Note: 'Called back',
        ChangedAt: '2026-11-21T18:00:00.000Z',
        ChangedBy: 'Robin Staff',
      }),
    },
  });
  const list = await screen.findByRole('list', { name: 'Access requests' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Accessibility barrier',
    'Language assistance: Somali',
  ]);
  expect(items[0]).toHaveTextContent('The map has no text version.');
  expect(items[1]).toHaveTextContent('(206) 555-0100');
  expect(screen.getByRole('link', { name: 'Access requests' })).toBeVisible();
  await expectAccessible('access requests');

  const item = items[1] as HTMLElement;
  await user.click(within(item).getByRole('radio', { name: 'Handled' }));
  await user.type(within(item).getByLabelText(/Staff note/), 'Called back');
  await user.click(within(item).getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Saved.')).not.toHaveLength(0);
  expect(server.requestsTo('updateStaffAccessRequest')).toEqual([
    expect.objectContaining({ params: { accessRequestId: '1' }, body: { State: 'Handled', Note: 'Called back' } }),
  ]);
});

test('an empty list says so', async () => {
  renderApp('/console/access-requests', {
    api: { ...signInStaff('Administrator'), listStaffAccessRequests: ok([]) },
  });
  expect(await screen.findByText('No requests or reports yet.')).toBeVisible();
  await expectAccessible('no access requests');
});
