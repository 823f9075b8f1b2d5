import { accessRequestMessages, ok } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';

test('the statement names the standard, the tests, the limitations and its last review', async () => {
  renderApp('/Accessibility');
  expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Known limitations' })).toBeVisible();
  expect(screen.getByText('The staff console is in English only.')).toBeVisible();
  expect(screen.getByText(/last reviewed on November 26, 2026/)).toBeVisible();
  await expectAccessible('accessibility statement');
});

test('a barrier report needs what happened, and is sent with the page the person came from', async () => {
  const { user, server } = renderApp('/FAQ', { api: { reportBarrier: ok(null), listFaqs: ok([]) } });
  await user.click(await screen.findByRole('link', { name: 'Accessibility' }));
  const page = await screen.findByRole('textbox', { name: 'Page' });
  expect(page).toHaveValue('/FAQ');
  const send = screen.getByRole('button', { name: 'Send report' });
  await user.type(screen.getByRole('textbox', { name: /e-mail address/ }), 'not-an-address');
  await user.click(send);
  const details = screen.getByRole('textbox', { name: /What happened/ });
  expect(details).toHaveFocus();
  expect(details).toHaveAccessibleDescription(accessRequestMessages.problems.detailsRequired);
  expect(screen.getByRole('textbox', { name: /e-mail address/ })).toHaveAccessibleDescription(
    accessRequestMessages.problems.emailInvalid,
  );
  await expectAccessible('barrier report with errors');

  await user.type(details, 'The map has no text version.');
  await user.clear(screen.getByRole('textbox', { name: /e-mail address/ }));
  await user.type(screen.getByRole('textbox', { name: /e-mail address/ }), 'pat@example.com');
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(send);
  expect(await screen.findByRole('heading', { name: 'Report sent' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('We sent a confirmation to your e-mail address');
  expect(server.requestsTo('reportBarrier')[0]?.body).toEqual({
    Details: 'The map has no text version.',
    Page: '/FAQ',
    Name: '',
    Email: 'pat@example.com',
    PageLanguage: 'en',
    Captcha: 'solved-captcha',
  });
  await expectAccessible('barrier report sent');
});
