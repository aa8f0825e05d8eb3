import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareBenchData, MENU_ENTRIES } from './bench-data.ts';
import { startProcess } from './portal-process.ts';
import type { BenchRow } from './table.ts';

interface HotRead {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const CONNECTIONS = [50, 200];
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
/** Each row alternates portal and bare this many times, so a busy machine weighs on both alike. */
const ROUNDS = 3;

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Rounds of one target summed up: mean throughput, median of the rounds' percentiles, all errors. */
function combine(rounds: readonly Load[]): Load {
  return {
    p50: middle(rounds.map((r) => r.p50)),
    p99: middle(rounds.map((r) => r.p99)),
    rps: rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function signIn(url: string) {
  const password = createHash('md5').update('Portal@2026').digest('hex');
  const response = await fetch(`${url}/api/wutong-idaas-account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'zhangsan', password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string; userId: string; userCode: string } }).data;
}

async function load(url: string, read: HotRead, token: string, connections: number, duration = SECONDS): Promise<Load> {
  const result = await autocannon({
    url: `${url}${read.path}`,
    method: read.method,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: read.body === undefined ? undefined : JSON.stringify(read.body),
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

/** Waits until the server has worked off the requests a finished run left queued, so runs do not measure each other. */
async function drained(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      await fetch(`${url}/api/ready`);
      if (Date.now() - started < 50) return;
    } catch {
      // still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const describeLoad = (l: Load) =>
  l.rps === 0 ? `no answer within ${SECONDS} s${l.errors ? ` · ${l.errors} errors` : ''}` : `p50 ${l.p50} ms · p99 ${l.p99} ms · ${Math.round(l.rps).toLocaleString('en-US')} req/s${l.errors ? ` · ${l.errors} errors` : ''}`;

/**
 * The hot reads of every page view under 50 and 200 concurrent connections, against the portal
 * on the embedded database (with 10 000 menu entries) and, in the same run, against a bare
 * Fastify route answering the same JSON, the two interleaved in rounds.
 */
export async function apiRows(): Promise<BenchRow[]> {
  const dataDir = await prepareBenchData();
  // Logging as in production (info), so request logs weigh on the portal as they would there.
  const portal = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, '/api/ready');
  const answersDir = mkdtempSync(path.join(tmpdir(), 'portal-bare-'));
  try {
    const user = await signIn(portal.url);
    const reads: HotRead[] = [
      { name: 'current user', method: 'GET', path: '/api/wutong-idaas-account/current' },
      { name: 'apps', method: 'POST', path: '/api/wuyou-auth/auth/list-old-apps', body: { userId: user.userId } },
      { name: 'menus of one app', method: 'POST', path: '/api/wuyou-auth/auth/list-app-menus', body: { userId: user.userId, appCodes: ['HR'] } },
      { name: `function search (${MENU_ENTRIES.toLocaleString('en-US')} menu entries)`, method: 'POST', path: '/api/wuyou-auth/auth/list-app-menus', body: { userId: user.userId, appCodes: [], queryFuzzy: '报销' } },
      { name: 'unread count', method: 'POST', path: '/api/business-center/v1/message/conditionquery', body: { userCode: user.userCode, pageIndex: 1, pageSize: 1, status: 'noread' } },
    ];
    const answers: Record<string, string> = {};
    for (const read of reads) {
      const response = await fetch(`${portal.url}${read.path}`, {
        method: read.method,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: read.body === undefined ? undefined : JSON.stringify(read.body),
      });
      if (!response.ok) throw new Error(`${read.name}: ${response.status}`);
      answers[`${read.method} ${read.path}`] = await response.text();
    }
    const answersFile = path.join(answersDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startProcess('bench/src/bare-server.ts', { BARE_ANSWERS: answersFile }, '/ready');
    const rows: BenchRow[] = [];
    try {
      for (const read of reads) {
        for (const connections of CONNECTIONS) {
          await load(portal.url, read, user.token, 10, 1); // warm up
          const portalRounds: Load[] = [];
          const bareRounds: Load[] = [];
          const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
          for (let round = 0; round < ROUNDS; round += 1) {
            await drained(portal.url);
            portalRounds.push(await load(portal.url, read, user.token, connections, slice));
            await drained(portal.url);
            bareRounds.push(await load(bare.url, read, user.token, connections, slice));
          }
          const measured = combine(portalRounds);
          const baseline = combine(bareRounds);
          const ratio = baseline.rps > 0 ? measured.rps / baseline.rps : 0;
          rows.push({
            measure: `API ${read.name}, ${connections} connections`,
            value: `${describeLoad(measured)} (${ratio.toFixed(2)}× bare)`,
            baseline: `bare Fastify: ${describeLoad(baseline)}`,
            target: '≥ 0.5× bare req/s, p99 ≤ 50 ms',
            pass: ratio >= 0.5 && measured.p99 <= 50 && measured.errors === 0,
          });
        }
      }
    } finally {
      await bare.stop();
    }
    return rows;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(answersDir, { recursive: true, force: true });
  }
}
