import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, md5 } from '../helpers.ts';
import { freshSchema, startServerProcess, type ServerProcess } from '../server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) console.warn('skipped: two instances need DATABASE_URL and REDIS_URL (CI sets both)');

/**
 * Two real server processes on different loopback ports, one PostgreSQL schema and one Redis
 * between them, as behind a load balancer.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two instances sharing PostgreSQL and Redis', () => {
  const prefix = `portal-scale-${randomBytes(4).toString('hex')}:`;
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    schema = await freshSchema(databaseUrl ?? '', 'scale');
    const env = { DATABASE_URL: schema.url, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix, SSO_SECRET: 'shared-secret-of-both-instances' };
    // Both start at once on an empty schema: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const login = (server: ServerProcess, password = DEMO_PASSWORD, username = 'zhangsan') =>
    fetch(`${server.url}/api/wutong-idaas-account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: md5(password) }),
    });
  const tokenFrom = async (response: Response) => ((await response.json()) as { data: { token: string } }).data.token;
  const current = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/wutong-idaas-account/current`, { headers: { Authorization: `Bearer ${token}` } });

  it('both started on one schema: migrated and seeded once', async () => {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const users = await client.query<{ n: string }>(`select count(*) as n from users where username = 'zhangsan'`);
      expect(Number(users.rows[0]?.n)).toBe(1);
      const migrations = await client.query<{ name: string }>('select name from portal_migrations');
      expect(new Set(migrations.rows.map((row) => row.name)).size).toBe(migrations.rows.length);
    } finally {
      await client.end();
    }
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ code: 0, msg: 'success', data: { status: 'ready' } });
    }
  });

  it('a session created on one instance is valid on the other', async () => {
    const token = await tokenFrom(await login(a));
    const response = await current(b, token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { username: string } }).data.username).toBe('zhangsan');
  });

  it('logout on one instance ends the session on both', async () => {
    const token = await tokenFrom(await login(b));
    expect((await current(a, token)).status).toBe(200);
    expect((await current(b, token)).status).toBe(200);
    const logout = await fetch(`${a.url}/api/logout/cas`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    expect((await current(a, token)).status).toBe(401);
    expect((await current(b, token)).status).toBe(401);
  });

  it('a tenant switched on one instance is the tenant on the other', async () => {
    const token = await tokenFrom(await login(a));
    const switched = await fetch(`${a.url}/api/business-center/v1/login/10002/tenant`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'tenantId=10002',
    });
    expect(switched.status).toBe(200);
    const tenants = await fetch(`${b.url}/api/business-center/v1/login/tenants`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await tenants.json()) as { data: { id: string }[] }).data[0]?.id).toBe('10002');
  });

  it('counts failed logins on both instances together: the sixth attempt is refused everywhere', async () => {
    for (const server of [a, b, a, b, a]) expect((await login(server, 'Wrong@2026', 'lisi')).status).toBe(401);
    const onB = await login(b, DEMO_PASSWORD, 'lisi');
    expect(onB.status).toBe(429);
    expect(((await onB.json()) as { msg: string }).msg).toBe('登录失败次数过多，请 15 分钟后再试');
    expect((await login(a, DEMO_PASSWORD, 'lisi')).status).toBe(429);
    // Another account is not affected.
    expect((await login(a, DEMO_PASSWORD, 'wangwu')).status).toBe(200);
  });

  it('adding one common-use function through both instances at once leaves exactly one row', async () => {
    const token = await tokenFrom(await login(a));
    const add = (server: ServerProcess) =>
      fetch(`${server.url}/api/wuyou-auth/common-use/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ resourceCode: 'HR_LEAVE_APPLY' }),
      });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => add(i % 2 ? a : b)));
    expect(answers.map((response) => response.status)).toEqual(Array(16).fill(200));

    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const rows = await client.query(
        `select 1 from common_use c join users u on u.id = c.user_id where u.username = 'zhangsan' and c.resource_code = 'HR_LEAVE_APPLY'`,
      );
      expect(rows.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    const list = await fetch(`${b.url}/api/wuyou-auth/common-use/list`, { headers: { Authorization: `Bearer ${token}` } });
    const codes = ((await list.json()) as { data: { resourceCode: string }[] }).data.map((item) => item.resourceCode);
    expect(codes.filter((code) => code === 'HR_LEAVE_APPLY')).toHaveLength(1);
  });
});
