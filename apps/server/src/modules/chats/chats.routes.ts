import { type chatRoutes, ok } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { sendChatMessage, startChat } from './chats.service.ts';

export const chatBindings = (deps: ModuleDeps): Bindings<typeof chatRoutes> => {
  const { db } = deps;
  return {
    sendChatMessage: {
      handle: async ({ caller, body }) => ok(await sendChatMessage(db, caller, body.ChatId, body.Message)),
    },
    startChat: { handle: async ({ caller, body }) => ok(await startChat(db, caller, body.Subject, body.Message)) },
  };
};
