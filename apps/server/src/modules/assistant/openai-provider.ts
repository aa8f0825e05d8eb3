import type { ChatProvider, ChatRequest } from './provider.ts';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** What the model is told: who it serves, how to link, and what the portal found for the question. */
export function systemPrompt({ knowledge, lang, userName }: ChatRequest): string {
  return [
    `You are the assistant of the company work portal 协同办公平台. You are talking to ${userName}. Answer in ${lang}, briefly.`,
    'Link portal pages as Markdown links with the paths given below, e.g. [请假申请](/app-center/main/HR/leave/apply). Never invent paths.',
    `Portal data for this question (JSON): ${JSON.stringify(knowledge)}`,
  ].join('\n');
}

/** The `data:` payloads of a server-sent-events stream, line by line. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      newline = buffer.indexOf('\n');
    }
  }
}

/** An OpenAI-compatible chat completions endpoint (CHAT_BASE_URL, CHAT_API_KEY, CHAT_MODEL), streamed. */
export function openAiProvider(settings: OpenAiSettings): ChatProvider {
  return {
    name: 'openai',
    async *answer(request, signal) {
      const response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(request) },
            ...request.history.slice(-10),
            { role: 'user', content: request.question },
          ],
        }),
      });
      if (!response.ok || !response.body) throw new Error(`chat endpoint answered ${response.status}`);
      for await (const data of sseData(response.body)) {
        if (data === '[DONE]') return;
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
        const text = parsed.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
