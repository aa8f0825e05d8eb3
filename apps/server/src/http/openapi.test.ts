import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_PATHS, COLLEAGUE_PATHS, PATHS, USER_CENTER_PATHS } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import * as currentUserModule from '../modules/idaas/current-user.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('zhangsan');
});
afterAll(async () => {
  await t.close();
});

/** The routes that answer something else than one JSON envelope with status 200. */
const NOT_ONE_JSON_ANSWER = new Set([
  `post /api${ASSISTANT_PATHS.chat}`, // a stream of server-sent events
  `get /api${COLLEAGUE_PATHS.exportAddressBook}`, // a CSV file
  `get /api${USER_CENTER_PATHS.fileDownload}`, // the avatar's bytes
  `get /api${PATHS.ready}`, // 503 with its own body when not ready
]);

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { required?: string[] } }> }>;
}

describe('every JSON route documents and checks its answer', () => {
  it('has an answer schema, envelope included, for every /api route of the OpenAPI document', async () => {
    const doc = (await t.as(token, { method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const missing: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (NOT_ONE_JSON_ANSWER.has(key)) continue;
        checked += 1;
        const required = operation.responses?.['200']?.content?.['application/json']?.schema?.required ?? [];
        if (!['code', 'msg', 'data'].every((field) => required.includes(field))) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(70);
  });

  it('refuses to send a current user the contract does not allow: a 500, never the wrong shape', async () => {
    const other = await t.login('lisi');
    const spy = vi.spyOn(currentUserModule, 'currentUser').mockResolvedValue({ id: 'u', username: 'lisi', sex: 'robot' } as never);
    try {
      const response = await t.as(other, { method: 'GET', url: `/api${PATHS.currentUser}` });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('robot');
    } finally {
      spy.mockRestore();
    }
  });
});
