import type { Route } from '../routes.ts';

/** A vendor's threads with the program (§7), from the hub. */
export const chatRoutes = {
  sendChatMessage: { method: 'POST', path: '/api/Chat/Vendor', auth: 'vendor' },
  startChat: { method: 'POST', path: '/api/Chat/New', auth: 'vendor' },
} as const satisfies Record<string, Route>;
