import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { ASSISTANT_PATHS, chatMessagesQuery, type ChatConversation, type ChatMessage } from './assistant.ts';

/**
 * Endpoints (endpoint.ts) of the assistant's conversations, apart from the constants, so a bundle
 * that imports only the constants never keeps these schemas. The chat itself answers a stream of
 * server-sent events (`ChatEvent`), not one JSON answer: it is no endpoint here.
 */

export const chatConversationSchema = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() }) satisfies z.ZodType<ChatConversation>;
export const chatMessageSchema = z.object({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), createdAt: z.string() }) satisfies z.ZodType<ChatMessage>;

export const chatConversations = /* @__PURE__ */ endpoint({ method: 'GET', path: ASSISTANT_PATHS.conversations, response: /* @__PURE__ */ apiResult(z.array(chatConversationSchema)) });
export const chatMessages = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: ASSISTANT_PATHS.messages,
  query: chatMessagesQuery,
  response: /* @__PURE__ */ apiResult(z.array(chatMessageSchema)),
});
