import { failure, messages, ok } from '@bridgehub/contract';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { renderApp } from '../../testing/render-app.tsx';

const event = {
  ExternalId: 'open-house',
  EventName: 'Bridge Program Open House',
  EventLocation: 'Vancouver Community Library',
  EventDate: '2030-06-01T17:00:00Z',
  CanRegister: true,
  IBREvent: true,
};

test('the welcome screen says when events fail to load', async () => {
  renderApp('/', { api: { listUpcomingEvents: failure(messages.apiError) } });
  expect(await screen.findByText(messages.eventsLoadFailed)).toBeVisible();
  await expectAccessible('events failed');
});

test('the welcome screen says when there are no events', async () => {
  renderApp('/', { api: { listUpcomingEvents: ok([]) } });
  expect(await screen.findByText(messages.noUpcomingEvents)).toBeVisible();
  await expectAccessible('no events');
});

test('the welcome screen shows a spinner while events load', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  renderApp('/', {
    api: {
      listUpcomingEvents: async () => {
        await held;
        return ok([event]);
      },
    },
  });
  const loading = await screen.findByRole('status');
  expect(loading).toHaveTextContent('Loading events...');
  expect(loading).toBeVisible();
  await expectAccessible('events loading');
  release();
  expect(await screen.findByRole('heading', { name: event.EventName })).toBeVisible();
});
