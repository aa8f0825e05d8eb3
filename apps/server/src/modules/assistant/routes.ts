import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSISTANT_PATHS, chatBody, chatConversations, chatMessages, type ChatEvent } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound, tooManyRequests } from '../../http/errors.ts';
import { translate } from '../../http/error-catalogue.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { builtinProvider } from './builtin-provider.ts';
import { addMessage, history, listConversations, listMessages, ownedConversation, realNameOf, startConversation } from './conversations.ts';
import { gatherKnowledge } from './knowledge.ts';
import { openAiProvider } from './openai-provider.ts';
import type { ChatProvider } from './provider.ts';

/** Questions one user may ask per minute (a configured model costs money). */
const QUESTIONS_PER_MINUTE = 20;

const sse = (e: ChatEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** The assistant of the floating tools: streamed answers (server-sent events), conversations kept per user. */
export async function assistantRoutes(app: FastifyInstance, { db, config, rateLimiter }: AppContext, provider?: ChatProvider): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chat =
    provider ??
    (config.chatBaseUrl ? openAiProvider({ baseUrl: config.chatBaseUrl, apiKey: config.chatApiKey, model: config.chatModel }) : builtinProvider());

  route(app, chatConversations, {}, async (request) => {
    const auth = caller(request);
    return ok(await listConversations(db, auth));
  });

  route(app, chatMessages, {}, async (request) => {
    const auth = caller(request);
    const conversation = await ownedConversation(db, auth, request.query.conversationId);
    if (!conversation) throw notFound();
    return ok(await listMessages(db, conversation.id));
  });

  // The answer is a stream of server-sent events, not one JSON answer: no endpoint of contracts, no answer schema.
  r.post(`/api${ASSISTANT_PATHS.chat}`, { schema: { body: chatBody } }, async (request, reply) => {
    const auth = caller(request);
    if ((await rateLimiter.hit(`assistant:${auth.userId}`, 60)) > QUESTIONS_PER_MINUTE) throw tooManyRequests();
    const lang = requestLanguage(request);
    const { message } = request.body;
    let conversationId = request.body.conversationId;
    if (conversationId && !(await ownedConversation(db, auth, conversationId))) throw notFound();
    const past = conversationId ? await history(db, conversationId) : [];
    conversationId ??= await startConversation(db, auth, message);
    await addMessage(db, conversationId, 'user', message);
    const [knowledge, realName] = await Promise.all([gatherKnowledge(db, auth, message), realNameOf(db, auth.userId)]);

    const controller = new AbortController();
    request.raw.on('close', () => controller.abort());
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write(sse({ event: 'conversation', data: { id: conversationId } }));
    let answer = '';
    try {
      const stream = chat.answer({ question: message, history: past, knowledge, lang, userName: realName ?? auth.userCode }, controller.signal);
      for await (const piece of stream) {
        answer += piece;
        reply.raw.write(sse({ event: 'delta', data: { text: piece } }));
      }
      if (answer) await addMessage(db, conversationId, 'assistant', answer);
      reply.raw.write(sse({ event: 'done', data: {} }));
    } catch (error) {
      request.log.error({ err: error, provider: chat.name }, 'assistant answer failed');
      if (!controller.signal.aborted) reply.raw.write(sse({ event: 'error', data: { msg: translate(lang, 'chatFailed') } }));
    } finally {
      reply.raw.end();
    }
  });
}
