import { type chatRoutes, ok } from '@bridgehub/contract';
import type { Database } from '../../db/client.ts';
import type { Bindings } from '../../http/route.ts';
import { sendChatMessage, startChat } from './chats.service.ts';

export const chatBindings = (db: Database): Bindings<typeof chatRoutes> => ({
  sendChatMessage: {
    handle: async ({ caller, body }) => ok(await sendChatMessage(db, caller, body.ChatId, body.Message)),
  },
  startChat: { handle: async ({ caller, body }) => ok(await startChat(db, caller, body.Subject, body.Message)) },
});
