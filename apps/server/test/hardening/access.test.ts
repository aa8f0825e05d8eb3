import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PATHS, FRAME_PATHS, MESSAGE_PATHS, PATHS, SESSION_COOKIE, USER_END_PATHS } from '@portal/contracts';
import { hashToken } from '../../src/modules/idaas/sessions.ts';
import { createTestApp, md5, DEMO_PASSWORD, type TestApp } from '../helpers.ts';
import { apiRoutes, concretePath, sampleOf, type ApiRoute } from './openapi-routes.ts';

/** Tokens, other people's data, other tenants' data, and the headers that keep the browser safe. */
let t: TestApp;
let routes: ApiRoute[];

/** Login, and health and readiness for load balancers: nothing else answers without a session. */
const PUBLIC_ROUTES = ['GET /api/health', 'GET /api/ready', `POST /api${PATHS.login}`];

beforeAll(async () => {
  t = await createTestApp();
  routes = await apiRoutes(t.app, await t.login('zhangsan'));
});
afterAll(async () => t?.close());

const key = (route: ApiRoute) => `${route.method} ${route.path}`;

function sampleRequest(route: ApiRoute) {
  const query = new URLSearchParams();
  for (const p of route.query) query.set(p.name, String(sampleOf(p.schema)));
  const qs = query.toString();
  return {
    method: route.method,
    url: qs ? `${concretePath(route)}?${qs}` : concretePath(route),
    ...(route.body ? { payload: sampleOf(route.body) as Record<string, unknown> } : {}),
  };
}

async function refusedEverywhere(headers: Record<string, string>): Promise<string[]> {
  const accepted: string[] = [];
  for (const route of routes.filter((r) => !PUBLIC_ROUTES.includes(key(r)))) {
    const response = await t.app.inject({ ...sampleRequest(route), headers });
    const body = response.json<{ code?: unknown; msg?: unknown }>();
    if (response.statusCode !== 401 || body.code === undefined || typeof body.msg !== 'string') accepted.push(`${key(route)} → ${response.statusCode}`);
  }
  return accepted;
}

describe('sessions on every route of the OpenAPI document', () => {
  it('answers only login, health and readiness without a session', async () => {
    const open: string[] = [];
    for (const route of routes) {
      const response = await t.app.inject(sampleRequest(route));
      if (response.statusCode !== 401) open.push(key(route));
    }
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(routes.length).toBeGreaterThan(open.length + 15);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
  });

  it('refuses a missing or made-up token with 401 {code, msg}', async () => {
    expect(await refusedEverywhere({})).toEqual([]);
    expect(await refusedEverywhere({ authorization: 'Bearer not-a-real-token-but-long-enough' })).toEqual([]);
    expect(await refusedEverywhere({ cookie: `${SESSION_COOKIE}=not-a-real-token-but-long-enough` })).toEqual([]);
  });

  it('refuses an expired token, in the header and in the cookie', async () => {
    const short = await createTestApp({ sessionTtlSeconds: 1 });
    try {
      const token = await short.login('lisi');
      expect((await short.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const stale = await short.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` });
      expect(stale.statusCode).toBe(401);
    } finally {
      await short.close();
    }
    const token = await t.login('lisi');
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    expect(await refusedEverywhere({ authorization: `Bearer ${token}` })).toEqual([]);
    expect(await refusedEverywhere({ cookie: `${SESSION_COOKIE}=${token}` })).toEqual([]);
  }, 120_000);

  it('refuses a token after logout', async () => {
    const token = await t.login('lisi');
    expect((await t.as(token, { method: 'POST', url: `/api${PATHS.logout}` })).statusCode).toBe(200);
    expect(await refusedEverywhere({ authorization: `Bearer ${token}` })).toEqual([]);
  });
});

describe("other users' and other tenants' data", () => {
  let zhang: string;
  let li: string;
  beforeAll(async () => {
    zhang = await t.login('zhangsan');
    li = await t.login('lisi');
  });

  it("refuses reading or marking another user's messages, and changes nothing", async () => {
    const query = await t.as(li, { method: 'POST', url: `/api${MESSAGE_PATHS.conditionQuery}`, payload: { userCode: 'zhangsan', pageIndex: 1, pageSize: 10 } });
    expect(query.statusCode).toBe(403);
    const theirs = await t.db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.user_id')
      .select(['messages.id', 'messages.status'])
      .where('users.username', '=', 'zhangsan')
      .where('messages.status', '=', 'noread')
      .executeTakeFirstOrThrow();
    const mark = await t.as(li, { method: 'POST', url: `/api${MESSAGE_PATHS.changeStatusBatch}`, payload: { ids: [theirs.id], status: 'read' } });
    expect(mark.statusCode).toBe(403);
    const after = await t.db.selectFrom('messages').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('noread');
  });

  it("refuses reading or writing another user's search history", async () => {
    const read = await t.as(li, { method: 'GET', url: `/api${USER_END_PATHS.queryHistoryRecords}?userCode=zhangsan` });
    expect(read.statusCode).toBe(403);
    const write = await t.as(li, { method: 'POST', url: `/api${USER_END_PATHS.saveQueryRecord}`, payload: { userCode: 'zhangsan', queryKey: '冒名搜索' } });
    expect(write.statusCode).toBe(403);
    const mine = await t.as(zhang, { method: 'GET', url: `/api${USER_END_PATHS.queryHistoryRecords}?userCode=zhangsan` });
    expect(mine.body).not.toContain('冒名搜索');
  });

  it("never shows one user's recent visits or common use to another, and a delete cannot reach them", async () => {
    await t.as(zhang, { method: 'POST', url: `/api${USER_END_PATHS.addRecentVisited}`, payload: { src: 'app', resourceName: '张三的私密功能', resourceCode: 'zs-private' } });
    const theirVisits = await t.as(li, { method: 'GET', url: `/api${USER_END_PATHS.getRecentVisited}` });
    expect(theirVisits.statusCode).toBe(200);
    expect(theirVisits.body).not.toContain('zs-private');

    const resource = await t.db.selectFrom('resources').select('resource_code').where('module_code', '=', 'HR').executeTakeFirstOrThrow();
    expect((await t.as(zhang, { method: 'POST', url: `/api${CATALOGUE_PATHS.commonUseAdd}`, payload: { resourceCode: resource.resource_code } })).statusCode).toBe(200);
    const theirList = await t.as(li, { method: 'GET', url: `/api${CATALOGUE_PATHS.commonUseList}` });
    expect(theirList.json<{ data: { resourceCode: string }[] }>().data.map((r) => r.resourceCode)).not.toContain(resource.resource_code);
    await t.as(li, { method: 'POST', url: `/api${CATALOGUE_PATHS.commonUseDelete}`, payload: { resourceCode: resource.resource_code } });
    const mine = await t.as(zhang, { method: 'GET', url: `/api${CATALOGUE_PATHS.commonUseList}` });
    expect(mine.json<{ data: { resourceCode: string }[] }>().data.map((r) => r.resourceCode)).toContain(resource.resource_code);
  });

  it("keeps each tenant's data in that tenant, and refuses a tenant the user does not belong to", async () => {
    const token = await t.login('zhangsan');
    await t.as(token, { method: 'POST', url: `/api${USER_END_PATHS.saveQueryRecord}`, payload: { userCode: 'zhangsan', queryKey: '一号租户的搜索' } });
    const switched = await t.as(token, { method: 'POST', url: `/api${FRAME_PATHS.setTenantId}`, payload: { tenantId: '10002' } });
    expect(switched.statusCode).toBe(200);
    const other = await t.as(token, { method: 'GET', url: `/api${USER_END_PATHS.queryHistoryRecords}?userCode=zhangsan` });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('一号租户的搜索');

    const foreign = await t.as(li, { method: 'GET', url: `/api${PATHS.currentUser}`, headers: { tenantId: '10002' } });
    expect(foreign.statusCode).toBe(403);
    const join = await t.as(li, { method: 'POST', url: `/api${FRAME_PATHS.setTenantId}`, payload: { tenantId: '10002' } });
    expect(join.statusCode).toBe(403);
  });
});

describe('browser-facing headers', () => {
  it('sends a Content-Security-Policy without inline script that forbids framing by other sites', async () => {
    for (const url of ['/api/health', '/idaas/login', '/pba/home/index']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src'), url).toBe("script-src 'self'");
      expect(directive('frame-ancestors'), url).toBe("frame-ancestors 'self'");
      expect(directive('object-src'), url).toBe("object-src 'none'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sets the session cookie HttpOnly, and every login cookie SameSite', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api${PATHS.login}`, payload: { username: 'lisi', password: md5(DEMO_PASSWORD) } });
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThanOrEqual(1);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/;\s*HttpOnly/i);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  });
});
