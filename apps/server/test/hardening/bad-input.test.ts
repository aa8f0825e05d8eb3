import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { databaseSnapshot } from './database-snapshot.ts';
import { malformedRequests, type MalformedRequest } from './malformed-requests.ts';
import { apiRoutes, type ApiRoute } from './openapi-routes.ts';

/**
 * Walks every route of the OpenAPI document with requests built from its own schemas, broken in
 * every way a client can break them. Nothing may fail the server; structurally invalid requests
 * are refused with a clear `{code, msg}` and leave the database exactly as it was.
 */
let t: TestApp;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = await apiRoutes(t.app, await t.login('zhangsan'));
});
afterAll(async () => t?.close());

async function send(token: string, route: ApiRoute, request: MalformedRequest) {
  const response = await t.as(token, {
    method: route.method,
    url: request.url,
    payload: request.payload,
    headers: request.contentType ? { 'content-type': request.contentType } : {},
  });
  return { status: response.statusCode, body: response.body };
}

function problem(route: ApiRoute, request: MalformedRequest, status: number, body: string): string | undefined {
  const where = `${route.method} ${route.path} — ${request.label}: ${status} ${body.slice(0, 160)}`;
  if (status >= 500) return `server failed: ${where}`;
  if (request.mustReject && (status < 400 || status >= 500)) return `accepted: ${where}`;
  if (status >= 400) {
    let parsed: { code?: unknown; msg?: unknown } = {};
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return `not JSON: ${where}`;
    }
    if (parsed.code === undefined || typeof parsed.msg !== 'string' || parsed.msg.trim() === '') return `no {code, msg}: ${where}`;
  }
  return undefined;
}

describe('bad input on every route of the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.map((r) => r.path)).toContain('/api/wuyou-auth/common-use/add');
  });

  it('refuses malformed requests with {code, msg}, never fails, and rejected writes change nothing', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const token = await t.login('zhangsan');
      const requests = malformedRequests(route);
      const before = await databaseSnapshot(t.db);
      for (const request of requests.filter((r) => r.mustReject)) {
        const { status, body } = await send(token, route, request);
        sent += 1;
        const found = problem(route, request, status, body);
        if (found) problems.push(found);
      }
      const after = await databaseSnapshot(t.db);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) problems.push(`rejected writes changed ${changed.join(', ')}: ${route.method} ${route.path}`);
      for (const request of requests.filter((r) => !r.mustReject)) {
        const { status, body } = await send(token, route, request);
        sent += 1;
        const found = problem(route, request, status, body);
        if (found) problems.push(found);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 5);
    const health = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
