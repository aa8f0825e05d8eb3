import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, ACTION_GUARDS, USER_CENTER_PATHS, WORKFLOW_PATHS, actionGuardTable, type Action, type ActionGuard } from '@portal/contracts';
import { translate } from '../../src/http/error-catalogue.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { databaseSnapshot } from './database-snapshot.ts';
import { apiRoutes, type ApiRoute } from './openapi-routes.ts';

/**
 * SPEC §6 actions on the server: every call of `ACTION_GUARDS` (the list the README's table is
 * rendered from) refuses a caller who holds the page's permission but not the action, with 403 and
 * the catalogue's message, before it looks at the input, and changes nothing.
 */
let t: TestApp;
let routes: ApiRoute[];
let holder: string;
const without = new Map<Action, string>();
const GUARDS: ActionGuard[] = Object.values(ACTION_GUARDS);
const FORBIDDEN = translate('zh-CN', 'forbidden');

/** Colleagues of tenant 10001 whose roles the suite replaces by one lacking a single action. */
const STAND_INS = ['wangwu', 'zhaoliu', 'chenjing', 'liuyang'];

async function userLacking(action: Action, username: string): Promise<string> {
  const roleId = `r-test-no-${action}`;
  const user = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const permissions = [...new Set(GUARDS.map((g) => g.permission))];
  await t.db.insertInto('roles').values({ id: roleId, tenant_id: '10001', name: `no ${action}` }).execute();
  const actions = JSON.stringify(ACTIONS.filter((a) => a !== action));
  await t.db.insertInto('role_permissions').values(permissions.map((permission_id) => ({ role_id: roleId, permission_id, actions }))).execute();
  await t.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
  await t.db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
  return t.login(username);
}

/** A request the route's schema refuses (400) once the caller may make it. */
function invalidRequest(guard: ActionGuard) {
  const url = `/api${guard.path.replace(':id', 'x'.repeat(80))}`;
  if (guard.method === 'GET') return { method: guard.method, url: `${url}?sign=${'x'.repeat(5000)}` };
  if (guard.method === 'DELETE') return { method: guard.method, url };
  return { method: guard.method, url, payload: [] as unknown[] };
}

beforeAll(async () => {
  t = await createTestApp();
  holder = await t.login('zhangsan');
  routes = await apiRoutes(t.app, holder);
  const needed = [...new Set(GUARDS.map((g) => g.action))];
  for (const [i, action] of needed.entries()) without.set(action, await userLacking(action, STAND_INS[i] ?? 'wangwu'));
});
afterAll(async () => t?.close());

describe('the guarded calls (ACTION_GUARDS)', () => {
  it('are the table of the README', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(actionGuardTable());
  });

  it.each(GUARDS.map((g) => [`${g.method} ${g.path} (${g.permission}: ${g.action})`, g] as const))(
    '%s is in the OpenAPI document and refuses a caller without the action with 403, changing nothing',
    async (_, guard) => {
      const openApiPath = `/api${guard.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(routes.some((r) => r.method === guard.method && r.path === openApiPath)).toBe(true);
      const before = await databaseSnapshot(t.db);
      const refused = await t.as(without.get(guard.action) ?? '', invalidRequest(guard));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 403, msg: FORBIDDEN });
      const allowed = await t.as(holder, invalidRequest(guard));
      expect(allowed.statusCode).toBe(400);
      expect(await databaseSnapshot(t.db)).toEqual(before);
    },
  );
});

describe('lisi (no delete, no export)', () => {
  it('cannot delete her own draft, her own bank card or export the address book; zhangsan can delete his', async () => {
    const lisi = await t.login('lisi');
    const post = (token: string, path: string, payload: object) => t.as(token, { method: 'POST', url: `/api${path}`, payload });
    const drafts = (await post(lisi, WORKFLOW_PATHS.draftQuery, { pageSize: 50 })).json<{ total: number; data: { id: string }[] }>();
    expect(drafts.total).toBeGreaterThan(0);
    const refused = await post(lisi, WORKFLOW_PATHS.draftDeleteList, { ids: [drafts.data[0]?.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: FORBIDDEN });
    expect((await post(lisi, WORKFLOW_PATHS.draftQuery, { pageSize: 50 })).json<{ total: number }>().total).toBe(drafts.total);

    const cards = (await post(lisi, USER_CENTER_PATHS.cardPage, {})).json<{ data: { id: string }[] }>().data;
    const card = cards[0]?.id ?? '';
    const del = await t.as(lisi, { method: 'DELETE', url: `/api${USER_CENTER_PATHS.cardDelete.replace(':id', card)}` });
    expect(del.statusCode).toBe(403);
    expect((await post(lisi, USER_CENTER_PATHS.cardPage, {})).json<{ data: unknown[] }>().data).toHaveLength(cards.length);
    expect((await t.as(lisi, { method: 'GET', url: `/api${ACTION_GUARDS.addressBookExport.path}` })).statusCode).toBe(403);

    const own = (await post(holder, WORKFLOW_PATHS.draftQuery, { pageSize: 50 })).json<{ total: number; data: { id: string }[] }>();
    expect((await post(holder, WORKFLOW_PATHS.draftDeleteList, { ids: [own.data[0]?.id] })).statusCode).toBe(200);
    expect((await post(holder, WORKFLOW_PATHS.draftQuery, { pageSize: 50 })).json<{ total: number }>().total).toBe(own.total - 1);
  });
});
