import {
  API_BASE,
  ASSISTANT_PATHS,
  HEADERS,
  tenantHeaderValue,
  type ApiResult,
  type ChatConversation,
  type ChatMessage,
} from '@portal/contracts';
import { http } from '../../shared/http/index.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { getToken, storedTenantId } from '../../shared/session/credentials.ts';

export async function latestConversation(): Promise<{ id: string; messages: ChatMessage[] } | null> {
  const list = (await http.get<ApiResult<ChatConversation[]>>(ASSISTANT_PATHS.conversations, undefined, { noTips: true })).data;
  const latest = list[0];
  if (!latest) return null;
  const messages = (await http.get<ApiResult<ChatMessage[]>>(ASSISTANT_PATHS.messages, { conversationId: latest.id }, { noTips: true })).data;
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

/** Asks the assistant; the answer arrives piece by piece. Throws with the server's message on failure. */
export async function streamChat(message: string, conversationId: string | undefined, handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  const token = getToken();
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  const tenant = tenantHeaderValue(storedTenantId());
  if (tenant) headers[HEADERS.tenantId] = tenant;
  const response = await fetch(`${API_BASE}${ASSISTANT_PATHS.chat}`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify({ message, conversationId }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new Error(body.msg ?? i18n.t('assistant.failed'));
  }
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
