import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the server frame', () => {
  it('answers health and readiness without a session', async () => {
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ code: 0, data: { status: 'up' } });
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({ code: 0, data: { status: 'ready' } });
  });

  it('answers unknown API paths with a clear 404 body and a request id', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing', headers: { 'x-request-id': 'req-12345678' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '接口不存在：/api/no/such/thing', requestId: 'req-12345678' });
    expect(response.headers['x-request-id']).toBe('req-12345678');
  });

  it('sends security headers: a CSP without inline script and no framing by other sites', async () => {
    const response = await t.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('redirects the site root to the shell', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pba/');
  });

  it('seeds the demo company once: seeding again changes nothing', async () => {
    const { seedDemoCompany } = await import('./db/seed/index.ts');
    const count = async () => Number((await t.db.selectFrom('users').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await seedDemoCompany(t.db);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(40);
  });
});
