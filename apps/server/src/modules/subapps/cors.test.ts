import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'subapp-cors-'));
const configFile = path.join(dir, 'subapps.json');
const kitFile = path.join(dir, 'subapp-kit.js');
writeFileSync(configFile, JSON.stringify({ WOS: { entry: '/subapps/wos/' }, CRM: { entry: 'https://crm.example.com/app/' } }));
writeFileSync(kitFile, 'export async function connect() { return {}; }\n');
// A built shell (its history fallback must not answer for the kit) and a built sample sub-app.
mkdirSync(path.join(dir, 'shell'));
writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
mkdirSync(path.join(dir, 'subapps', 'wos', 'dist', 'assets'), { recursive: true });
writeFileSync(path.join(dir, 'subapps', 'wos', 'dist', 'index.html'), '<!doctype html><title>wos</title>');
writeFileSync(path.join(dir, 'subapps', 'wos', 'dist', 'assets', 'app.css'), 'body { margin: 0 }');

const REGISTERED = 'https://crm.example.com';
const FOREIGN = 'https://evil.example.com';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ subappsConfig: configFile, subappKitFile: kitFile, shellDist: path.join(dir, 'shell'), subappsDir: path.join(dir, 'subapps') });
  const session = await t.login('zhangsan');
  token = ((await t.as(session, { method: 'POST', url: '/api/portal/v1/subapps/WOS/token' })).json().data as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const preflight = (origin: string, url = '/api/wos/v1/tickets/create') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, tenantid, x-request-id' },
  });

describe('CORS for sub-app frames on the routes their tokens may call', () => {
  it('answers the preflight of a registered origin and of a sandboxed frame (null), never with credentials', async () => {
    for (const origin of [REGISTERED, 'null']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type.*X-Request-Id.*tenantId/);
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
      expect(response.headers.vary).toContain('Origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives nothing to an unregistered origin, nor on routes no sub-app token may call', async () => {
    const foreign = await preflight(FOREIGN);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-headers']).toBeUndefined();
    const bank = await preflight(REGISTERED, '/api/business-center-config-web/v1/user/bank/card/create');
    expect(bank.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.as(token, { method: 'GET', url: '/api/wos/v1/tickets/mine', headers: { origin: FOREIGN } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the frame read answers and refusals (with the request id), with its token', async () => {
    const read = await t.as(token, { method: 'GET', url: '/api/wos/v1/tickets/mine', headers: { origin: 'null' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('null');
    expect(String(read.headers['access-control-expose-headers'])).toContain('X-Request-Id');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await t.as(token, { method: 'GET', url: '/api/hr/v1/leave/mine', headers: { origin: REGISTERED } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBe(REGISTERED);
    const me = await t.as(token, { method: 'GET', url: '/api/wutong-idaas-account/current', headers: { origin: REGISTERED } });
    expect([me.statusCode, me.headers['access-control-allow-origin']]).toEqual([200, REGISTERED]);
  });

  it('refuses a write from a sub-app frame that carries only the cookie', async () => {
    const session = await t.login('zhangsan');
    for (const origin of ['null', REGISTERED]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/wos/v1/tickets/create',
        headers: { origin },
        cookies: { SESSION: session },
        payload: { title: '网络故障', category: 'network', description: '会议室无线网络连不上', contact: '13800000000' },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('sub-app files', () => {
  it('answer any origin without credentials and may be embedded cross-origin (sandboxed frames have an opaque origin)', async () => {
    for (const url of ['/subapps/wos/', '/subapps/wos/assets/app.css', '/subapps/wos/tickets/mine']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: 'null' } });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/pba/home/index' })).body).toContain('<title>shell</title>');
  });
});

describe('the standalone kit at /pba/subapp-kit.js', () => {
  it('is a JavaScript module, revalidated, readable by registered origins and sandboxed frames only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('export async function connect');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Origin');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    for (const origin of [REGISTERED, 'null']) {
      const response = await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const foreign = await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js', headers: { origin: FOREIGN } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a new build at once (new ETag), and 404 — not the shell page — while the kit is not built', async () => {
    const before = String((await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js' })).headers.etag);
    writeFileSync(kitFile, 'export async function connect() { return { v: 2 }; }\n');
    const after = await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('v: 2');

    renameSync(kitFile, `${kitFile}.moved`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
      expect(response.body).not.toContain('<title>shell</title>');
    } finally {
      renameSync(`${kitFile}.moved`, kitFile);
    }
    expect((await t.app.inject({ method: 'GET', url: '/pba/subapp-kit.js' })).statusCode).toBe(200);
  });

  it('the shell may frame the registered origins (CSP frame-src)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain(`frame-src 'self' ${REGISTERED}`);
  });
});
