import { eventPageMessages, failure, messages } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';

test('an event that cannot be loaded says so', async () => {
  const { server } = renderApp('/Register/no-such-event', {
    api: { getEventDetails: failure(messages.notFound) },
  });
  expect(await screen.findByText(messages.eventDataLoadFailed)).toBeVisible();
  expect(screen.getByText(eventPageMessages.eventNotFound)).toBeVisible();
  expect(server.requestsTo('getEventDetails')[0]?.params).toEqual({ id: 'no-such-event' });
  await expectAccessible('event not found');
});
