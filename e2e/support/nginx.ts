import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, freePort } from './portal-server.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/portal.conf.template');

export type TemplateValues = Record<
  'PORTAL_LISTEN' | 'PORTAL_SERVER_NAME' | 'PORTAL_WEB_ROOT' | 'PORTAL_LOG_DIR' | 'PORTAL_UPSTREAM_SERVERS' | 'PORTAL_FRAME_SOURCES',
  string
>;

/** Fills the guide's template as `envsubst` with the same variable list does: only `${PORTAL_…}` names are replaced. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name as keyof TemplateValues];
    if (value === undefined) throw new Error(`the template uses ${name}, which has no value`);
    return value;
  });
}

export interface RunningNginx {
  url: string;
  dir: string;
  /** The access log lines (JSON, as the template writes them). */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx as a foreground process on a free loopback port with the guide's template,
 * everything it writes (pid, logs, temp files) in a temporary directory.
 */
export async function startNginx(options: { upstreams: string[]; shellDist: string }): Promise<RunningNginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  const webRoot = path.join(dir, 'www');
  mkdirSync(webRoot);
  symlinkSync(options.shellDist, path.join(webRoot, 'pba'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));

  const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    PORTAL_LISTEN: `127.0.0.1:${port}`,
    PORTAL_SERVER_NAME: 'localhost',
    PORTAL_WEB_ROOT: webRoot,
    PORTAL_LOG_DIR: dir,
    PORTAL_UPSTREAM_SERVERS: options.upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=30s;`).join('\n    '),
    PORTAL_FRAME_SOURCES: '',
  });
  writeFileSync(path.join(dir, 'portal.conf'), site);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root the workers would drop to `nobody`, which may not read the checkout.
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/portal.conf;`,
      '}',
    ].join('\n'),
  );

  const output: string[] = [];
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const errors = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '';
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output.join('')}${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer: ${output.join('')}${errors}`);
    }
    try {
      await fetch(`${url}/pba/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    dir,
    accessLog: () => readFileSync(path.join(dir, 'portal.access.log'), 'utf8').split('\n').filter(Boolean),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
