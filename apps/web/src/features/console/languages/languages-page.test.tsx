import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';

test('the console lists every language with whether it is offered and its review state', async () => {
  renderApp('/console/languages', { api: signInStaff(), languages: ['en', 'es', 'ar'] });
  const table = await screen.findByRole('table', { name: /review state/ });
  const row = (name: RegExp) => within(table).getByRole('row', { name });
  expect(within(table).getAllByRole('row')).toHaveLength(10);
  expect(row(/^English/)).toHaveTextContent('Source');
  expect(row(/^Spanish/)).toHaveTextContent(/Yes.*Awaiting review/);
  expect(row(/^Korean/)).toHaveTextContent(/No.*Awaiting review/);
  expect(within(row(/^Arabic/)).getByText('(العربية)')).toHaveAttribute('dir', 'rtl');
  await expectAccessible('console languages');
});
