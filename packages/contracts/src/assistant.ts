import { z } from 'zod';

/** The assistant chat of the floating tools (SPEC §1, §2): streamed answers, conversations per user. */
export const ASSISTANT_PATHS = {
  chat: '/assistant/v1/chat',
  conversations: '/assistant/v1/conversations',
  messages: '/assistant/v1/messages',
} as const;

export const CHAT_MESSAGE_MAX = 1000;

export const chatBody = z.object({
  conversationId: z.string().trim().min(1).max(64).optional(),
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export const chatMessagesQuery = z.object({ conversationId: z.string().trim().min(1).max(64) });

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  /** Plain text with links written as [name](/path). */
  content: string;
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  title: string;
  updatedAt: string;
}

/**
 * Server-sent events of one answer: `conversation` (data {id}) first, then `delta` (data {text})
 * pieces, then `done`, or `error` (data {msg}).
 */
export type ChatEvent =
  | { event: 'conversation'; data: { id: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: Record<string, never> }
  | { event: 'error'; data: { msg: string } };
