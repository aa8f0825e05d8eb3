import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, md5, DEMO_PASSWORD, type TestApp } from '../../test/helpers.ts';
import { buildProxyApp } from './proxy-app.ts';

async function proxyTo(upstream: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({}, { logLevel: 'silent', apiUpstream: upstream, databaseUrl: undefined, redisUrl: undefined, metricsToken: 'proxy-metrics-token' });
  const app = await buildProxyApp({ ...config, apiUpstream: upstream });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('proxy mode against a second portal server as the upstream', () => {
  let upstream: TestApp;
  let proxy: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    upstream = await createTestApp();
    const upstreamUrl = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await proxyTo(`${upstreamUrl}/api`);
  });
  afterAll(async () => {
    await proxy?.app.close();
    await upstream?.close();
  });

  const login = async () => {
    const response = await fetch(`${proxy.url}/api/wutong-idaas-account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'zhangsan', password: md5(DEMO_PASSWORD) }),
    });
    return response;
  };

  it('signs in through the proxy: the upstream answers, its session cookie comes back', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: { token: string; userCode: string } };
    expect(body).toMatchObject({ code: 0, data: { userCode: 'zhangsan' } });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('SESSION=') && /HttpOnly/i.test(cookie))).toBe(true);
    const session = await upstream.db.selectFrom('sessions').select('user_id').executeTakeFirst();
    expect(session).toBeDefined();
  });

  it('passes the token, the tenant header and the request id, and the upstream acts on them', async () => {
    const { data } = (await (await login()).json()) as { data: { token: string } };
    const headers = { Authorization: `Bearer ${data.token}`, tenantId: '10001', 'X-Request-Id': 'proxy-test-0001' };
    const current = await fetch(`${proxy.url}/api/wutong-idaas-account/current`, { headers });
    expect(current.status).toBe(200);
    expect(current.headers.get('x-request-id')).toBe('proxy-test-0001');
    expect(((await current.json()) as { data: { username: string } }).data.username).toBe('zhangsan');

    const foreign = await fetch(`${proxy.url}/api/wutong-idaas-account/current`, { headers: { ...headers, tenantId: '99999' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ msg: '您不属于该租户', requestId: 'proxy-test-0001' });

    const missing = await fetch(`${proxy.url}/api/no/such/thing?x=1`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, msg: '接口不存在：/api/no/such/thing', requestId: 'proxy-test-0001' });
  });

  it('forwards form-encoded bodies untouched (tenant switch)', async () => {
    const { data } = (await (await login()).json()) as { data: { token: string } };
    const response = await fetch(`${proxy.url}/api/business-center/v1/login/10002/tenant`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.token}`, tenantId: '10001', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'tenantId=10002',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0 });
    const tenants = await fetch(`${proxy.url}/api/business-center/v1/login/tenants`, { headers: { Authorization: `Bearer ${data.token}` } });
    expect(((await tenants.json()) as { data: { id: string }[] }).data[0]?.id).toBe('10002');
  });

  it('refuses a cross-origin write carrying only the session cookie, before the upstream sees it', async () => {
    const token = ((await (await login()).json()) as { data: { token: string } }).data.token;
    const response = await fetch(`${proxy.url}/api/logout/cas`, { method: 'POST', headers: { Cookie: `SESSION=${token}`, Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    const still = await fetch(`${proxy.url}/api/wutong-idaas-account/current`, { headers: { Authorization: `Bearer ${token}` } });
    expect(still.status).toBe(200);
  });

  it('answers health, readiness and metrics itself', async () => {
    expect(await (await fetch(`${proxy.url}/api/health`)).json()).toMatchObject({ data: { status: 'up' } });
    expect(await (await fetch(`${proxy.url}/api/ready`)).json()).toMatchObject({ data: { status: 'ready' } });
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(401);
    const metrics = await (await fetch(`${proxy.url}/metrics`, { headers: { Authorization: 'Bearer proxy-metrics-token' } })).text();
    expect(metrics).toContain('portal_http_requests_total{method="POST",route="/api/*",status="200"}');
  });
});

describe('proxy mode, the wire', () => {
  let seen: http.IncomingHttpHeaders = {};
  let seenUrl = '';
  let seenBody = '';
  let release: () => void = () => undefined;
  let upstreamClosed: Promise<void> = Promise.resolve();
  let upstream: http.Server;
  let proxy: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      seen = request.headers;
      seenUrl = request.url ?? '';
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seenBody = Buffer.concat(chunks).toString();
        if (seenUrl.startsWith('/gateway/slow')) {
          upstreamClosed = new Promise((resolve) => response.once('close', () => resolve()));
          response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.write('第一部分\n');
          return;
        }
        if (seenUrl.startsWith('/gateway/export')) {
          response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
          response.write('姓名,部门\n');
          release = () => response.end('张三,平台部\n');
          return;
        }
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 0, msg: 'success', data: null }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await proxyTo(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/gateway`);
  });
  afterAll(async () => {
    release();
    // The aborting client leaves a connection that never sends a request; the server process drains those on SIGTERM (main.ts).
    proxy?.app.server.closeAllConnections();
    await proxy?.app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('sends the headers of SPEC §6, the path under API_UPSTREAM and the body as received', async () => {
    const response = await fetch(`${proxy.url}/api/wuyou-auth/common-use/add?from=menu`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer abc.def',
        userId: 'u-1',
        userNo: 'E0001',
        userCode: encodeURIComponent('zhangsan'),
        tenantId: '10001',
        'X-Request-Id': 'wire-test-0001',
        Cookie: 'SESSION=s1; lang=en-US',
        'Content-Type': 'application/json',
      },
      body: '{"resourceCode":"HR_001"}',
    });
    expect(response.status).toBe(200);
    expect(seenUrl).toBe('/gateway/wuyou-auth/common-use/add?from=menu');
    expect(seen).toMatchObject({
      authorization: 'Bearer abc.def',
      userid: 'u-1',
      userno: 'E0001',
      usercode: 'zhangsan',
      tenantid: '10001',
      'x-request-id': 'wire-test-0001',
      cookie: 'SESSION=s1; lang=en-US',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(seenBody).toBe('{"resourceCode":"HR_001"}');
  });

  it('streams: the first bytes arrive before the upstream has finished', async () => {
    const response = await fetch(`${proxy.url}/api/export/address/book`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('姓名,部门\n');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('张三,平台部\n');
  });

  it('drops the upstream call when the client goes away mid-answer', async () => {
    const abort = new AbortController();
    const response = await fetch(`${proxy.url}/api/slow`, { signal: abort.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('第一部分\n');
    abort.abort();
    await expect(Promise.race([upstreamClosed.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).resolves.toBe('closed');
  });

  it('answers 502 with a clear message when the upstream cannot be reached, and is not ready', async () => {
    const down = await proxyTo('http://127.0.0.1:9/gateway');
    try {
      const response = await fetch(`${down.url}/api/wutong-idaas-account/current`, { headers: { 'Accept-Language': 'en-US' } });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 502, msg: 'The business services cannot be reached. Please try again later' });
      expect((await fetch(`${down.url}/api/ready`)).status).toBe(503);
    } finally {
      await down.app.close();
    }
  });
});
