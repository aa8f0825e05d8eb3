import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, login, newContext, screenshot } from '../support/browser.ts';
import { NGINX_PATH, startNginx, type RunningNginx } from '../support/nginx.ts';
import { REPO_ROOT, freePort } from '../support/portal-server.ts';
import { activeTab } from '../support/shell.ts';

const portal = new URL(inject('portalUrl'));
const shellDist = path.join(REPO_ROOT, 'apps/shell/dist');
const hasNginx = existsSync(NGINX_PATH);
if (!hasNginx) console.warn(`skipped: the deployment guide's nginx config needs nginx at ${NGINX_PATH} (apt-get install nginx)`);

/**
 * The guide's nginx config (deploy/nginx/portal.conf.template) in Debian's nginx: the built
 * shell from disk, /api to the instances — the first of which is down, as during a restart.
 */
describe.skipIf(!hasNginx)('the portal behind nginx, as the deployment guide sets it up', () => {
  let nginx: RunningNginx;
  let browser: Browser;
  let indexHtml = '';

  beforeAll(async () => {
    const deadInstance = `127.0.0.1:${await freePort()}`;
    nginx = await startNginx({ upstreams: [deadInstance, portal.host], shellDist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
  });

  it('serves a deep link of the shell from disk with the history fallback, revalidated on each visit', async () => {
    const response = await fetch(`${nginx.url}/pba/home/itguide?from=bookmark`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    indexHtml = await response.text();
    expect(indexHtml).toContain('/pba/assets/');

    const root = await fetch(`${nginx.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toMatch(/\/pba\/$/);
    const login = await fetch(`${nginx.url}/idaas/login?redirect=%2Fpba%2Fhome%2Fitguide`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('/pba/assets/');
  });

  it('lets browsers keep hashed assets for a year, compressed, and answers 404 for a missing one', async () => {
    // The libraries' chunk: files under nginx's gzip_min_length (the bundler's runtime) go uncompressed.
    const script = /"(\/pba\/assets\/vendor-[^"]+\.js)"/.exec(indexHtml)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${nginx.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${nginx.url}/pba/assets/no-such-file-0000.js`)).status).toBe(404);
  });

  it('proxies the API to a live instance, keeping the shell’s request id or making one', async () => {
    const health = await fetch(`${nginx.url}/api/health`, { headers: { 'X-Request-Id': 'nginx-test-00000001' } });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ code: 0, data: { status: 'up' } });
    expect(health.headers.get('x-request-id')).toBe('nginx-test-00000001');

    const missing = await fetch(`${nginx.url}/api/no/such/thing`);
    expect(missing.status).toBe(404);
    const body = (await missing.json()) as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    const logged = nginx.accessLog().map((line) => JSON.parse(line) as { reqId: string; uri: string; status: number });
    expect(logged).toContainEqual(expect.objectContaining({ reqId: body.requestId, uri: '/api/no/such/thing', status: 404 }));
    expect(logged).toContainEqual(expect.objectContaining({ reqId: 'nginx-test-00000001', uri: '/api/health', status: 200 }));
  });

  it('records the address nginx saw, not one the client forwarded, and locks out however the header changes', async () => {
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const signIn = (username: string, password: string, forwardedFor: string) =>
      fetch(`${nginx.url}/api/wutong-idaas-account/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ username, password: md5(password) }),
      });
    const response = await signIn('zhaoliu', DEMO_PASSWORD, '203.0.113.77');
    expect(response.status).toBe(200);
    const { token } = ((await response.json()) as { data: { token: string } }).data;
    const sessions = await fetch(`${nginx.url}/api/wutong-idaas-account/sessions`, { headers: { Authorization: `Bearer ${token}` } });
    const current = ((await sessions.json()) as { data: { ip: string; current: boolean }[] }).data.find((s) => s.current);
    expect(current?.ip).toBe('127.0.0.1');

    const account = `xff-${randomBytes(3).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(account, 'Wrong@0000', `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('signs in through nginx and lands on the deep link asked for', async () => {
    const context = await newContext(browser, nginx.url);
    const page = await context.newPage();
    await login(page, 'zhangsan', DEMO_PASSWORD, '/pba/home/itguide');
    await page.waitForURL('**/pba/home/itguide');
    await expect(activeTab(page)).resolves.toBe('IT指南');
    await expect(page.getByTestId('current-user').textContent()).resolves.toContain('张三');
    await screenshot(page, 'deploy-nginx-deep-link-zh-CN');

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pba/home/itguide');
    await context.close();
  });
});
