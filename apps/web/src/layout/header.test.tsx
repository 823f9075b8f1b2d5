import { messages, ok } from '@bridgehub/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

test('without FAQs the header has no FAQ button', async () => {
  const { server } = renderApp('/', { api: { listFaqs: ok([]), listUpcomingEvents: ok([]) } });
  expect(await screen.findByText(messages.welcome)).toBeVisible();
  await waitFor(() => expect(server.requestsTo('listFaqs')).toHaveLength(1));
  await screen.findByText(messages.noUpcomingEvents);
  expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
});
