import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, md5 } from '../helpers.ts';
import { freshSchema, startServerProcess, type ServerProcess } from '../server-process.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const parse = (lines: string[]): LogLine[] =>
  lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

/** Starts a login whose body arrives in two parts; answers the second-part sender and the response. */
function slowLogin(url: string, requestId: string) {
  const body = JSON.stringify({ username: 'zhangsan', password: md5(DEMO_PASSWORD) });
  const cut = Math.floor(body.length / 2);
  const request = http.request(`${url}/api/wutong-idaas-account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': requestId },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, cut));
  return { finish: () => request.end(body.slice(cut)), response };
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('one instance in operation', () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { LOG_LEVEL: 'info', LOG_REQUEST_SAMPLE: '1' };
    if (process.env.DATABASE_URL) {
      const schema = await freshSchema(process.env.DATABASE_URL, 'ops');
      env.DATABASE_URL = schema.url;
      cleanup = schema.drop;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-ops-'));
      env.DATA_DIR = dir;
      env.DATABASE_URL = '';
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    env.REDIS_URL = '';
    server = await startServerProcess(env);
  }, 180_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cleanup();
  });

  it('writes JSON logs that carry the request id the shell sent', async () => {
    const response = await fetch(`${server.url}/api/wutong-idaas-account/current`, { headers: { 'X-Request-Id': 'log-test-00000001' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('log-test-00000001');
    await until(() => parse(server.lines).some((line) => line.reqId === 'log-test-00000001' && line.res !== undefined));
    const lines = parse(server.lines).filter((line) => line.reqId === 'log-test-00000001');
    expect(lines.find((line) => line.req)).toMatchObject({ msg: 'incoming request', req: { method: 'GET', url: '/api/wutong-idaas-account/current' } });
    const completed = lines.find((line) => line.res);
    expect(completed).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
    expect(completed?.responseTime).toBeGreaterThan(0);
    // Nothing secret in the logs: no token, no password digest.
    expect(server.lines.join('\n')).not.toContain(md5(DEMO_PASSWORD));
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, and exits cleanly', async () => {
    const inFlight = slowLogin(server.url, 'shutdown-test-0001');
    await until(() => parse(server.lines).some((line) => line.reqId === 'shutdown-test-0001'));
    // A connection opened ahead of time that never sends a request (browsers do this) must not hold the shutdown.
    const spare = connect(server.port, '127.0.0.1');
    spare.on('error', () => undefined);
    await new Promise((resolve) => spare.once('connect', resolve));
    const spareClosed = new Promise((resolve) => spare.once('close', resolve));

    const exit = server.stop('SIGTERM');
    await until(() => parse(server.lines).some((line) => line.msg.startsWith('shutting down')));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0, data: { userCode: 'zhangsan' } });
    const startedExit = Date.now();
    expect(await exit).toBe(0);
    expect(Date.now() - startedExit).toBeLessThan(5000);
    await spareClosed;
    expect(parse(server.lines).some((line) => line.msg === 'shut down')).toBe(true);
  });
});
