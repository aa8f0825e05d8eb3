import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, md5, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/wutong-idaas-account/login',
    payload: { username, password: md5(password) },
    remoteAddress: ip,
  });

describe('login', () => {
  it('issues a random session token, stores only its hash, and sets the session cookies', async () => {
    const response = await login('zhangsan', 'Portal@2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ userCode: 'zhangsan', tenantId: '10001', expiresIn: 12 * 3600 });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.data.token);
    const cookies = response.cookies;
    expect(cookies.find((c) => c.name === 'SESSION')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.find((c) => c.name === 'userCode')?.value).toBe('zhangsan');
  });

  it('refuses wrong credentials with 账号或密码错误 and creates no session', async () => {
    const before = await t.db.selectFrom('sessions').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await login('zhangsan', 'wrong-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, msg: '账号或密码错误' });
    const unknown = await login('nobody', 'Portal@2026', '10.0.0.2');
    expect(unknown.json().msg).toBe('账号或密码错误');
    const after = await t.db.selectFrom('sessions').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers in the language of the lang cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wutong-idaas-account/login',
      payload: { username: 'zhangsan', password: md5('nope') },
      cookies: { lang: 'en-US' },
      remoteAddress: '10.0.0.9',
    });
    expect(response.json().msg).toBe('Incorrect account or password');
  });

  it('rate-limits repeated failures for an account, even with the right password afterwards', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('lisi', 'bad', '10.0.0.3')).statusCode).toBe(401);
    const locked = await login('lisi', 'Portal@2026', '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toContain('登录失败次数过多');
    expect((await login('lisi', 'Portal@2026', '10.0.0.4')).statusCode).toBe(200);
  });

  it('rejects a malformed body with a clear 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/wutong-idaas-account/login', payload: { username: '', password: 'plain' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^请求参数错误/);
  });
});

describe('current user and logout', () => {
  it('answers the current user with the SPEC fields and the roles of the current tenant', async () => {
    const token = await t.login('zhangsan');
    const response = await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({ username: 'zhangsan', uid: 'zhangsan', realName: '张三', name: '张三', tenantId: '10001', sex: 'male' });
    expect(user.extra).toEqual(expect.arrayContaining([{ filedName: 'position', filedValue: '平台架构师' }]));
    const permissions = user.roles.flatMap((r: { permissions: { permissionId: string }[] }) => r.permissions.map((p) => p.permissionId));
    expect(permissions).toEqual(expect.arrayContaining(['FOL', 'HR', 'home']));
  });

  it('gives lisi fewer modules (no FOL) and no delete or export action', async () => {
    const token = await t.login('lisi');
    const user = (await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' })).json().data;
    const permissions = user.roles.flatMap((r: { permissions: { permissionId: string; actionList: string[] }[] }) => r.permissions);
    expect(permissions.map((p: { permissionId: string }) => p.permissionId)).not.toContain('FOL');
    for (const p of permissions) expect(p.actionList).not.toEqual(expect.arrayContaining(['delete']));
    for (const p of permissions) expect(p.actionList).not.toContain('export');
  });

  it('refuses a missing or unknown token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wutong-idaas-account/current' })).statusCode).toBe(401);
    const unknown = await t.as('x'.repeat(43), { method: 'GET', url: '/api/wutong-idaas-account/current' });
    expect(unknown.statusCode).toBe(401);
  });

  it('accepts the HttpOnly session cookie instead of the header', async () => {
    const token = await t.login('zhangsan');
    const response = await t.app.inject({ method: 'GET', url: '/api/wutong-idaas-account/current', cookies: { SESSION: token } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a tenant header for a tenant the user does not belong to', async () => {
    const token = await t.login('lisi');
    const response = await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current', headers: { tenantId: '10002' } });
    expect(response.statusCode).toBe(403);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('zhangsan');
    expect((await t.as(token, { method: 'POST', url: '/api/logout/cas' })).statusCode).toBe(200);
    expect((await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' })).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const token = await t.login('zhangsan');
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('revoked_at', 'is', null).execute();
    expect((await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('checks the old password, refuses reuse, stores the new one, ends every other session, and says so', async () => {
    const token = await t.login('wangwu');
    const elsewhere = await t.login('wangwu');
    const me = (await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' })).json().data;
    const change = (password: string, newPassword: string, id = me.id) =>
      t.as(token, {
        method: 'POST',
        url: '/api/wutong-idaas-account/user/update-password',
        payload: { id, password: md5(password), newPassword: md5(newPassword) },
      });
    expect((await change('wrong', 'New@2027')).json()).toMatchObject({ code: 400, msg: '旧密码错误' });
    expect((await change('Portal@2026', 'Portal@2026')).json().msg).toBe('新密码不能与旧密码相同');
    expect((await change('Portal@2026', 'New@2027', '1001')).statusCode).toBe(403);
    const done = await change('Portal@2026', 'New@2027');
    expect(done.json()).toMatchObject({ code: 0, msg: '修改成功! 其他设备上的登录已退出。', data: { endedSessions: 1 } });
    expect((await t.as(elsewhere, { method: 'GET', url: '/api/wutong-idaas-account/current' })).statusCode).toBe(401);
    expect((await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current' })).statusCode).toBe(200);
    await expect(t.login('wangwu', 'New@2027')).resolves.toMatch(/^[\w-]+$/);
    await expect(t.login('wangwu', 'Portal@2026')).rejects.toThrow();
  });
});
