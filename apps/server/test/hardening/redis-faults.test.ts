import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@portal/contracts';
import { createTestApp, md5, DEMO_PASSWORD, type TestApp } from '../helpers.ts';
import { freePort } from '../server-process.ts';

/**
 * Redis and database faults: a wrong URL stops the start with one plain line; Redis lost while
 * running leaves logins and logouts answering within 2 s (the counters move to the database) and
 * readiness saying why. Uses a redis-server of its own on a free port, which it stops.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const REDIS_SERVER = '/usr/bin/redis-server';
const hasRedis = existsSync(REDIS_SERVER);
if (!hasRedis) console.warn(`skipped: the Redis fault tests start their own redis-server (${REDIS_SERVER})`);

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', () => reject(new Error('redis-server exited')));
  });
}

function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Starts main.ts with the environment and answers its exit code and what it printed. */
function startMain(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, lines: output.split('\n').filter(Boolean) });
    });
  });
}

describe('a wrong connection string at start', () => {
  it('exits non-zero with one plain line naming the problem, no stack trace', async () => {
    const closedPort = await freePort();
    const cases: [Record<string, string>, RegExp][] = [
      [{ REDIS_URL: 'notaurl' }, /REDIS_URL is not a URL/],
      [{ DATABASE_URL: 'notaurl' }, /DATABASE_URL is not a URL/],
      [{ REDIS_URL: `redis://127.0.0.1:${closedPort}` }, new RegExp(`cannot reach Redis at 127\\.0\\.0\\.1:${closedPort} \\(.*ECONNREFUSED`)],
      [{ DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/test` }, new RegExp(`cannot reach the database at 127\\.0\\.0\\.1:${closedPort} \\(.*ECONNREFUSED`)],
    ];
    const results = await Promise.all(cases.map(([env]) => startMain(env)));
    results.forEach((result, i) => {
      expect(result.code, JSON.stringify(cases[i]?.[0])).toBe(1);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toMatch(cases[i]?.[1] ?? /^$/);
      expect(result.lines[0]).toMatch(/^portal: cannot start: /);
      expect(result.lines.join('\n')).not.toMatch(/\n\s+at |Unhandled error event/);
    });
  }, 90_000);
});

describe.skipIf(!hasRedis)('Redis lost while running', () => {
  let port = 0;
  let redis: ChildProcess | undefined;
  let t: TestApp;
  const login = (username: string, password: string, remoteAddress = '192.0.2.90') =>
    t.app.inject({ method: 'POST', url: `/api${PATHS.login}`, remoteAddress, payload: { username, password: md5(password) } });

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: 'faults:' });
  });
  afterAll(async () => {
    await t?.close();
    await stopRedis(redis);
  });

  it('keeps signing in and out within 2 s, counts failures in the database, and readiness says why', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    const before = await t.login('lisi');
    await stopRedis(redis);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signIn = await timed(() => login('lisi', DEMO_PASSWORD));
    expect(signIn.value.statusCode).toBe(200);
    expect(signIn.ms).toBeLessThan(2000);
    const wrong = await timed(() => login('lisi', 'Wrong@0000', '192.0.2.91'));
    expect(wrong.value.statusCode).toBe(401);
    expect(wrong.ms).toBeLessThan(2000);
    const signOut = await timed(() => t.as(before, { method: 'POST', url: `/api${PATHS.logout}` }));
    expect(signOut.value.statusCode).toBe(200);
    expect(signOut.ms).toBeLessThan(2000);
    expect((await t.as(before, { method: 'GET', url: `/api${PATHS.currentUser}` })).statusCode).toBe(401);

    // The lockout holds without Redis: the counters went to the database.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('wangwu', `Wrong@${i}`, '192.0.2.92')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const ready = await timed(() => t.app.inject('/api/ready'));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ msg: 'redis unavailable', data: { status: 'not ready' } });
    expect(ready.ms).toBeLessThan(2500);

    // Redis back: ready again, without a restart.
    redis = await startRedis(port);
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await t.app.inject('/api/ready')).statusCode;
    }
    expect(status).toBe(200);
    expect((await login('lisi', DEMO_PASSWORD)).statusCode).toBe(200);
  }, 60_000);
});
