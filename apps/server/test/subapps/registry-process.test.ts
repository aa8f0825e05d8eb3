import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'subapps-process-'));

/** Runs main.ts until it exits; answers the exit code and what it printed. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const frameSrc = async (url: string) => /frame-src ([^;]*)/.exec((await fetch(`${url}/api/health`)).headers.get('content-security-policy') ?? '')?.[1];

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the server and its SUBAPPS_CONFIG file', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses to start on a bad file with one line naming the file, the name and the field, exit code 1', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ HR: { entry: '/subapps/hr/' }, CRM: { entry: 'crm.example.com' } }));
    const { code, output } = await runUntilExit({ SUBAPPS_CONFIG: file });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`portal: cannot start: SUBAPPS_CONFIG ${file}: "CRM".entry: must be a path on the portal starting with "/" or an absolute http(s) URL`);
  });

  it('re-reads the file on SIGHUP (and says when the kit is not built): the CSP frames the new origins; a bad file keeps the registry and logs one line', async () => {
    const file = path.join(dir, 'good.json');
    writeFileSync(file, JSON.stringify({ HR: { entry: '/subapps/hr/' }, CRM: { entry: 'https://crm.example.com/app/' } }));
    const kit = path.join(dir, 'not-built', 'subapp-kit.js');
    server = await startServerProcess({ SUBAPPS_CONFIG: file, SUBAPP_KIT_FILE: kit, DATA_DIR: 'memory://', SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    const { url } = server;
    expect(await frameSrc(url)).toBe("'self' https://crm.example.com");

    // While the kit is not built: 404 and a line saying which file is missing.
    expect((await fetch(`${url}/pba/subapp-kit.js`)).status).toBe(404);
    await until(async () => server!.lines.some((line) => line.includes(`the sub-app kit ${kit} does not exist`)));

    writeFileSync(file, JSON.stringify({ SRM: { entry: 'http://127.0.0.1:5999/' }, CRM: { entry: 'https://crm.example.com/app/' } }));
    server.child.kill('SIGHUP');
    await until(async () => (await frameSrc(url)) === "'self' https://crm.example.com http://127.0.0.1:5999");
    await until(async () => server!.lines.some((line) => line.includes('SUBAPPS_CONFIG re-read')));
    expect(server.child.exitCode).toBeNull();

    writeFileSync(file, '{ "SRM": { "entry": 5 } }');
    const before = server.lines.length;
    server.child.kill('SIGHUP');
    await until(async () => server!.lines.slice(before).some((line) => line.includes('keeping the previous sub-app registry')));
    const logged = server.lines.slice(before).filter((line) => line.includes('SUBAPPS_CONFIG'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`SUBAPPS_CONFIG ${file}: \\"SRM\\".entry: must be a string; keeping the previous sub-app registry`);
    expect(await frameSrc(url)).toBe("'self' https://crm.example.com http://127.0.0.1:5999");
    expect(server.child.exitCode).toBeNull();
  });
});
