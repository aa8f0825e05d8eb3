import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { startPortal, type PortalServer } from '../support/portal-server.ts';

/**
 * The server is killed with SIGKILL in the middle of writes and started again on the same data
 * directory: the embedded database opens cleanly and every write it acknowledged is there.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
let server: PortalServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(url: string, token: string, apiPath: string, body: unknown): Promise<Response> {
  return fetch(`${url}/api${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function login(url: string): Promise<string> {
  const password = createHash('md5').update('Portal@2026').digest('hex');
  const response = await fetch(`${url}/api/wutong-idaas-account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'zhangsan', password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

it('keeps every acknowledged write across a SIGKILL and opens the database cleanly', async () => {
  server = await startPortal({ dataDir });
  const token = await login(server.url);
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  const writers = Array.from({ length: 8 }, async (_, writer) => {
    for (let n = 0; !stop; n += 1) {
      const code = `crash-${writer}-${n}`;
      sent += 1;
      try {
        const response = await post(server?.url ?? '', token, '/user-end/v1/userprefer/adduserrecentvisitedres', { src: 'app', resourceName: `断电测试 ${code}`, resourceCode: code });
        if (response.status === 200) acknowledged.push(code);
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
    }
  });
  while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
  const killed = server.process;
  killed.kill('SIGKILL');
  await new Promise((resolve) => killed.once('exit', resolve));
  stop = true;
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(150);
  expect(sent).toBeGreaterThan(acknowledged.length);

  server = await startPortal({ dataDir });
  const ready = await fetch(`${server.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await login(server.url)).not.toBe(token);
  await server.stop();
  server = undefined;

  const database = await PGlite.create(dataDir);
  try {
    const rows = await database.query<{ resource_code: string }>("select resource_code from recent_visits where resource_code like 'crash-%'");
    const stored = new Set(rows.rows.map((row) => row.resource_code));
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    const check = await database.query<{ ok: number }>('select count(*)::int as ok from recent_visits');
    expect(check.rows[0]?.ok).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    await database.close();
  }
}, 180_000);
