import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The events of a streamed answer. */
function events(body: string): { event: string; data: Record<string, string> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.replace('event: ', ''), data: JSON.parse(dataLine.replace('data: ', '')) as Record<string, string> };
    });
}

const ask = (token: string, message: string, conversationId?: string) =>
  t.as(token, { method: 'POST', url: '/api/assistant/v1/chat', payload: { message, conversationId } });

const answerOf = (body: string) =>
  events(body)
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');

describe('the assistant', () => {
  it('streams an answer to 请假 with a link to the leave function and the HR guide', async () => {
    const token = await t.login('lisi');
    const response = await ask(token, '请假');
    expect(response.headers['content-type']).toContain('text/event-stream');
    const list = events(response.body);
    expect(list[0]?.event).toBe('conversation');
    expect(list.at(-1)?.event).toBe('done');
    expect(list.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const answer = answerOf(response.body);
    expect(answer).toContain('[请假申请](/app-center/main/HR/leave/apply)');
    expect(answer).toContain('(/home/hrguide)');
  });

  it('understands the question in English, Portuguese and Traditional Chinese', async () => {
    const token = await t.login('lisi');
    for (const question of ['How do I request leave?', 'Como pedir licença?', '怎麼請假']) {
      expect(answerOf((await ask(token, question)).body), question).toContain('[请假申请](/app-center/main/HR/leave/apply)');
    }
    expect(answerOf((await ask(token, 'Book a meeting room')).body)).toContain('[会议室预订]');
    expect(answerOf((await ask(token, 'Reembolso de despesas')).body)).toContain('报销');
  });

  it('finds colleagues by name and never offers functions the user may not open', async () => {
    const token = await t.login('lisi');
    const answer = answerOf((await ask(token, '王五的电话是多少')).body);
    expect(answer).toContain('[王五](/address-list?sign=%E7%8E%8B%E4%BA%94)');
    expect(answerOf((await ask(token, '费用报销')).body)).not.toContain('/app-center/main/EXPENSE');
    const admin = await t.login('zhangsan');
    expect(answerOf((await ask(admin, '费用报销')).body)).toContain('[费用报销](/app-center/main/EXPENSE/claims/new)');
  });

  it('keeps conversations per user', async () => {
    const lisi = await t.login('lisi');
    const first = events((await ask(lisi, '会议室怎么预订')).body)[0]?.data.id ?? '';
    await ask(lisi, '用车呢', first);
    const messages = (await t.as(lisi, { method: 'GET', url: `/api/assistant/v1/messages?conversationId=${first}` })).json().data;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0].content).toBe('会议室怎么预订');
    const list = (await t.as(lisi, { method: 'GET', url: '/api/assistant/v1/conversations' })).json().data;
    expect(list[0]).toMatchObject({ id: first, title: '会议室怎么预订' });

    const other = await t.login('wangwu');
    expect((await t.as(other, { method: 'GET', url: `/api/assistant/v1/messages?conversationId=${first}` })).statusCode).toBe(404);
    expect((await ask(other, '继续', first)).statusCode).toBe(404);
    expect((await t.as(other, { method: 'GET', url: '/api/assistant/v1/conversations' })).json().data).toEqual([]);
  });

  it('refuses an empty question', async () => {
    const token = await t.login('lisi');
    expect((await ask(token, '   ')).statusCode).toBe(400);
  });

  it('refuses more than 20 questions a minute from one user', async () => {
    const token = await t.login('zhaoliu');
    for (let i = 0; i < 20; i += 1) expect((await ask(token, `第${i}个问题`)).statusCode).toBe(200);
    const refused = await ask(token, '还有一个');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('操作过于频繁，请稍后再试');
    expect((await ask(await t.login('chenjing'), '请假')).statusCode).toBe(200);
  });
});
