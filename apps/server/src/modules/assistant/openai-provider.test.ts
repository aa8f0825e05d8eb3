import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider } from './openai-provider.ts';

let server: Server;
let baseUrl = '';
let received: { auth?: string; body?: { model: string; stream: boolean; messages: { role: string; content: string }[] } } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received = { auth: req.headers.authorization, body: JSON.parse(raw) as typeof received.body };
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const text of ['请在', '[请假申请](/app-center/main/HR/leave/apply)', '提交']) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an OpenAI-compatible chat endpoint', () => {
  it('streams the model’s words, sending the model, the key and the portal’s data for the question', async () => {
    const provider = openAiProvider({ baseUrl, apiKey: 'sk-test', model: 'qwen-plus' });
    const knowledge = { functions: [{ name: '请假申请', path: '/app-center/main/HR/leave/apply', where: '人力资源' }], guides: [], colleagues: [] };
    const pieces: string[] = [];
    const request = { question: '请假', history: [{ role: 'user' as const, content: '你好' }], knowledge, lang: 'zh-CN' as const, userName: '李四' };
    for await (const piece of provider.answer(request, new AbortController().signal)) pieces.push(piece);
    expect(pieces.join('')).toBe('请在[请假申请](/app-center/main/HR/leave/apply)提交');
    expect(received.auth).toBe('Bearer sk-test');
    expect(received.body?.model).toBe('qwen-plus');
    expect(received.body?.stream).toBe(true);
    expect(received.body?.messages[0]?.content).toContain('/app-center/main/HR/leave/apply');
    expect(received.body?.messages.slice(1).map((m) => m.content)).toEqual(['你好', '请假']);
  });

  it('fails when the endpoint refuses', async () => {
    const provider = openAiProvider({ baseUrl: `${baseUrl}/missing`, apiKey: undefined, model: 'm' });
    server.removeAllListeners('request');
    server.on('request', (_req, res) => res.writeHead(401).end());
    const request = { question: 'x', history: [], knowledge: { functions: [], guides: [], colleagues: [] }, lang: 'zh-CN' as const, userName: 'u' };
    await expect(async () => {
      for await (const piece of provider.answer(request, new AbortController().signal)) void piece;
    }).rejects.toThrow('401');
  });
});
