import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The value of one series in the Prometheus text format, or undefined when absent. */
function series(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.indexOf('}'));
    const parts = body.split(',');
    if (wanted.every((label) => parts.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('operations endpoints', () => {
  it('reports readiness with the database kind', async () => {
    const response = await t.app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'embedded' } });
  });

  it('counts requests by route pattern and status, with latencies, at /metrics', async () => {
    const token = await t.login('zhangsan');
    for (let i = 0; i < 3; i++) await t.app.inject('/api/health');
    await t.as(token, { url: '/api/wutong-idaas-account/current' });
    await t.app.inject('/api/wutong-idaas-account/current');
    await t.app.inject('/api/no/such/thing');

    const response = await t.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(series(text, 'portal_http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(3);
    expect(series(text, 'portal_http_requests_total', { route: '/api/wutong-idaas-account/current', status: '200' })).toBe(1);
    expect(series(text, 'portal_http_requests_total', { route: '/api/wutong-idaas-account/current', status: '401' })).toBe(1);
    expect(series(text, 'portal_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/api/no/such/thing');
    expect(series(text, 'portal_http_request_duration_seconds_count', { route: '/api/health', status: '200' })).toBe(3);
    expect(series(text, 'portal_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(3);
  });

  it('reports the database pool and the process', async () => {
    const text = (await t.app.inject('/metrics')).body;
    const total = series(text, 'portal_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+/m);
  });
});
