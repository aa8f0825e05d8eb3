import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOGUE_PATHS, MESSAGE_PATHS, PATHS, USER_END_PATHS, allows } from '@portal/contracts';
import { loadPermissions } from '../../src/modules/idaas/sessions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * 200 clients for 30 s over loopback HTTP, reads mixed with writes. Every client owns a disjoint
 * share of its user's data, so the final state of every row is known: the test ends with zero
 * errors and exactly the rows the acknowledged writes imply — nothing lost, nothing doubled.
 */
const CLIENTS = 200;
const DURATION_MS = 30_000;
const HISTORY_KEPT = 20;

interface Client {
  userId: string;
  userCode: string;
  tenantId: string;
  token: string;
  /** Resource codes this client alone adds to and deletes from the user's common use. */
  commonCodes: string[];
  /** This client's share of the user's unread messages. */
  unread: string[];
  index: number;
}

let t: TestApp;
let base: string;
const clients: Client[] = [];
const commonUse = new Map<string, boolean>(); // `${userId}|${code}` → present after the last acknowledged write
const initialCommon = new Set<string>();
const visits = new Map<string, Set<string>>(); // userId → resource codes written by the load
const queries = new Map<string, Set<string>>(); // userId → query keys written by the load
const markedRead = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const users = await t.db
    .selectFrom('users')
    .innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
    .select(['users.id', 'users.username', 'user_tenants.tenant_id'])
    .distinctOn('users.id')
    .orderBy('users.id')
    .orderBy('user_tenants.sort')
    .execute();
  const resources = await t.db.selectFrom('resources').select(['resource_code', 'module_code']).orderBy('resource_code').execute();
  for (const row of await t.db.selectFrom('common_use').select(['user_id', 'tenant_id', 'resource_code']).execute()) {
    initialCommon.add(`${row.user_id}|${row.tenant_id}|${row.resource_code}`);
  }
  const slots = Math.ceil(CLIENTS / users.length);
  for (let index = 0; index < CLIENTS; index += 1) {
    const user = users[index % users.length];
    if (!user) throw new Error('no users');
    const slot = Math.floor(index / users.length);
    const permissions = await loadPermissions(t.db, user.id, user.tenant_id);
    const permitted = resources.filter((r) => allows(permissions, r.module_code)).map((r) => r.resource_code);
    const unread = await t.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', user.tenant_id)
      .where('status', '=', 'noread')
      .orderBy('id')
      .execute();
    const { token } = await t.ctx.sessions.create(user.id, user.tenant_id, { ip: '127.0.0.1', userAgent: 'load' });
    clients.push({
      index,
      userId: user.id,
      userCode: user.username,
      tenantId: user.tenant_id,
      token,
      commonCodes: permitted.filter((_, i) => i % slots === slot),
      unread: unread.map((m) => m.id).filter((_, i) => i % slots === slot),
    });
    for (const code of permitted.filter((_, i) => i % slots === slot)) {
      commonUse.set(`${user.id}|${user.tenant_id}|${code}`, initialCommon.has(`${user.id}|${user.tenant_id}|${code}`));
    }
  }
}, 120_000);

afterAll(async () => t?.close());

async function call(client: Client, method: 'GET' | 'POST', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${client.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
  const parsed = JSON.parse(text) as { code: unknown };
  if (parsed.code !== 0 && parsed.code !== '0') throw new Error(`${method} ${path} → code ${String(parsed.code)}`);
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

async function step(client: Client, n: number): Promise<void> {
  const roll = Math.random();
  if (roll < 0.12) return call(client, 'GET', PATHS.currentUser);
  if (roll < 0.22) return call(client, 'GET', CATALOGUE_PATHS.commonUseList);
  if (roll < 0.32) return call(client, 'POST', MESSAGE_PATHS.conditionQuery, { userCode: client.userCode, pageIndex: 1, pageSize: 1, status: 'noread' });
  if (roll < 0.4) return call(client, 'GET', `${USER_END_PATHS.getRecentVisited}?src=app`);
  if (roll < 0.48) return call(client, 'GET', `${USER_END_PATHS.queryHistoryRecords}?userCode=${client.userCode}`);
  if (roll < 0.55) return call(client, 'POST', CATALOGUE_PATHS.listOldApps, { userId: client.userId });
  if (roll < 0.72) {
    const code = pick(client.commonCodes);
    if (!code) return;
    const key = `${client.userId}|${client.tenantId}|${code}`;
    const present = commonUse.get(key) ?? false;
    await call(client, 'POST', present ? CATALOGUE_PATHS.commonUseDelete : CATALOGUE_PATHS.commonUseAdd, { resourceCode: code });
    commonUse.set(key, !present);
    return;
  }
  if (roll < 0.84) {
    const code = `load-${client.index}-${n % 25}`;
    await call(client, 'POST', USER_END_PATHS.addRecentVisited, { src: 'app', resourceName: `压测功能 ${code}`, resourceCode: code });
    const set = visits.get(client.userId) ?? new Set<string>();
    visits.set(client.userId, set.add(code));
    return;
  }
  if (roll < 0.94) {
    const key = `压测 ${client.index}-${n}`;
    await call(client, 'POST', USER_END_PATHS.saveQueryRecord, { userCode: client.userCode, queryKey: key });
    const set = queries.get(client.userId) ?? new Set<string>();
    queries.set(client.userId, set.add(key));
    return;
  }
  const id = client.unread.pop();
  if (!id) return call(client, 'GET', PATHS.currentUser);
  await call(client, 'POST', MESSAGE_PATHS.changeStatusBatch, { ids: [id], status: 'read' });
  markedRead.add(id);
}

it(`${CLIENTS} clients for ${DURATION_MS / 1000} s: zero errors and exactly the expected rows`, async () => {
  const messagesBefore = await t.db.selectFrom('messages').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const historyBefore = await t.db.selectFrom('query_history').select(['user_id', 'tenant_id']).execute();
  const errors: string[] = [];
  let done = 0;
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        try {
          await step(client, n);
          done += 1;
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    }),
  );
  expect(errors.slice(0, 5)).toEqual([]);
  expect(errors).toHaveLength(0);
  expect(done).toBeGreaterThan(CLIENTS * 5);

  const common = await t.db.selectFrom('common_use').select(['user_id', 'tenant_id', 'resource_code']).execute();
  const actualCommon = new Set(common.map((r) => `${r.user_id}|${r.tenant_id}|${r.resource_code}`));
  const expectedCommon = new Set([...initialCommon].filter((key) => !commonUse.has(key)));
  for (const [key, present] of commonUse) if (present) expectedCommon.add(key);
  expect([...actualCommon].sort()).toEqual([...expectedCommon].sort());

  for (const client of clients.filter((c, i, all) => all.findIndex((o) => o.userId === c.userId) === i)) {
    const rows = await t.db
      .selectFrom('recent_visits')
      .select('resource_code')
      .where('user_id', '=', client.userId)
      .where('tenant_id', '=', client.tenantId)
      .where('resource_code', 'like', 'load-%')
      .execute();
    expect(rows.map((r) => r.resource_code).sort()).toEqual([...(visits.get(client.userId) ?? [])].sort());

    const history = await t.db.selectFrom('query_history').select('query_key').where('user_id', '=', client.userId).where('tenant_id', '=', client.tenantId).execute();
    const before = historyBefore.filter((r) => r.user_id === client.userId && r.tenant_id === client.tenantId).length;
    const written = queries.get(client.userId)?.size ?? 0;
    expect(history).toHaveLength(Math.min(HISTORY_KEPT, before + written));
  }

  const messagesAfter = await t.db.selectFrom('messages').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  expect(Number(messagesAfter.n)).toBe(Number(messagesBefore.n));
  if (markedRead.size > 0) {
    const read = await t.db.selectFrom('messages').select('id').where('id', 'in', [...markedRead]).where('status', '=', 'read').execute();
    expect(read).toHaveLength(markedRead.size);
  }
  console.warn(`load: ${done} requests by ${CLIENTS} clients in ${DURATION_MS / 1000} s (${Math.round(done / (DURATION_MS / 1000))} req/s), 0 errors`);
}, 120_000);
