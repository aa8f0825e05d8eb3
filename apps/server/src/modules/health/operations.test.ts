import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const METRICS_TOKEN = 'operations-metrics-token-0001';
const metrics = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
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
  it('says it is alive and ready, and nothing more (no versions, no what it runs on)', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.json()).toEqual({ code: 0, msg: 'success', data: { status: 'up' } });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 0, msg: 'success', data: { status: 'ready' } });
    for (const response of [health, ready]) {
      expect(response.body).not.toMatch(/version|node|postgres|embedded|redis|v\d+\.\d+/i);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers.server).toBeUndefined();
    }
  });

  it('opens /metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer operations-metrics-token-0002' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: METRICS_TOKEN } })).statusCode).toBe(200);
    expect((await metrics()).statusCode).toBe(200);
  });

  it('has no /metrics at all without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject('/metrics');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_http_requests_total');
    } finally {
      await bare.close();
    }
  });

  it('counts requests by route pattern and status, with latencies, at /metrics', async () => {
    const token = await t.login('zhangsan');
    const healthBefore = series((await metrics()).body, 'portal_http_requests_total', { method: 'GET', route: '/api/health', status: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject('/api/health');
    await t.as(token, { url: '/api/wutong-idaas-account/current' });
    await t.app.inject('/api/wutong-idaas-account/current');
    await t.app.inject('/api/no/such/thing');

    const response = await metrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(series(text, 'portal_http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(healthBefore + 3);
    expect(series(text, 'portal_http_requests_total', { route: '/api/wutong-idaas-account/current', status: '200' })).toBe(1);
    expect(series(text, 'portal_http_requests_total', { route: '/api/wutong-idaas-account/current', status: '401' })).toBe(1);
    expect(series(text, 'portal_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/api/no/such/thing');
    expect(series(text, 'portal_http_request_duration_seconds_count', { route: '/api/health', status: '200' })).toBe(healthBefore + 3);
    expect(series(text, 'portal_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(healthBefore + 3);
  });

  it('reports the database pool and the process', async () => {
    const text = (await metrics()).body;
    const total = series(text, 'portal_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+/m);
  });
});
