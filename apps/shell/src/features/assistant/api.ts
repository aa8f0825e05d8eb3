import { ASSISTANT_PATHS, type ChatMessage, type Endpoints } from '@portal/contracts';
import { HttpError, api, call, request } from '../../shared/http/index.ts';
import { i18n } from '../../shared/i18n/index.ts';

const conversations = api<Endpoints['chatConversations']>('GET', ASSISTANT_PATHS.conversations);
const messagesOf = api<Endpoints['chatMessages']>('GET', ASSISTANT_PATHS.messages);

export async function latestConversation(): Promise<{ id: string; messages: ChatMessage[] } | null> {
  const list = (await call(conversations, undefined, { noTips: true })).data;
  const latest = list[0];
  if (!latest) return null;
  const messages = (await call(messagesOf, { conversationId: latest.id }, { noTips: true })).data;
  return { id: latest.id, messages };
}

export interface StreamHandlers {
  onConversation: (id: string) => void;
  onDelta: (text: string) => void;
}

/** Splits server-sent events out of the text received so far; answers the events and the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    const lines = block.split('\n');
    const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
    const data = lines
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim())
      .join('\n');
    return { event, data };
  });
  return { events, rest };
}

/**
 * Asks the assistant; the answer arrives piece by piece. Goes through the HTTP client like every
 * call (headers, 401 and 996); a failure is shown in the chat, not as a notice: throws with the
 * server's message.
 */
export async function streamChat(message: string, conversationId: string | undefined, handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    // The chat answers a stream of events, not one JSON answer: no endpoint in the contracts.
    response = await request<Response>(ASSISTANT_PATHS.chat, { method: 'POST', body: { message, conversationId }, headers: { Accept: 'text/event-stream' }, raw: true, quiet: true, signal });
  } catch (error) {
    if (signal.aborted || !(error instanceof HttpError)) throw error;
    throw new Error(error.message || i18n.t('assistant.failed'), { cause: error });
  }
  if (!response.body) throw new Error(i18n.t('assistant.failed'));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      const payload = JSON.parse(data) as { id?: string; text?: string; msg?: string };
      if (event === 'conversation' && payload.id) handlers.onConversation(payload.id);
      if (event === 'delta' && payload.text) handlers.onDelta(payload.text);
      if (event === 'error') throw new Error(payload.msg ?? i18n.t('assistant.failed'));
    }
  }
}
