import { failure, messages } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';

test('a failed FAQ load says so', async () => {
  renderApp('/FAQ', { api: { listFaqs: failure(messages.apiError) } });
  expect(await screen.findByText(messages.couldNotLoadFaq)).toBeVisible();
  await expectAccessible('FAQ failed');
});
