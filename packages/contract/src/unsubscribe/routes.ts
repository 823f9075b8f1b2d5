import type { Route } from '../routes.ts';

export const unsubscribeRoutes = {
  unsubscribeBroadcast: {
    method: 'POST',
    path: '/api/Contacts/UnsubscribeBroadcast/:contactId',
    acceptsFormPost: true,
  },
} as const satisfies Record<string, Route>;
