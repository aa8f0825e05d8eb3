import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { freshSchema } from '../server-process.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run db:migrate` and `npm run db:seed`, on PostgreSQL when DATABASE_URL is set, else on an embedded database on disk. */
describe('operator commands', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const schema = await freshSchema(process.env.DATABASE_URL, 'cli');
      env = { DATABASE_URL: schema.url };
      cleanup = schema.drop;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
      env = { DATA_DIR: dir, DATABASE_URL: '' };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const npm = (script: string) => run('npm', ['run', '--silent', script], { cwd: REPO_ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' } });

  it('db:migrate applies every migration once, then finds the database up to date', async () => {
    const first = await npm('db:migrate');
    expect(first.stdout).toMatch(/applied: 0001_identity, /);
    const second = await npm('db:migrate');
    expect(second.stdout.trim()).toBe('database is up to date');
  }, 120_000);

  it('db:seed fills the demo company, and a server started without seeding finds it', async () => {
    expect((await npm('db:seed')).stdout).toContain('demo company seeded');
    const config = loadConfig({}, { dataDir: env.DATA_DIR ?? 'memory://', databaseUrl: env.DATABASE_URL || undefined, logLevel: 'silent', seedDemo: false, redisUrl: undefined, apiUpstream: undefined });
    const { app, ctx } = await buildApp(config);
    try {
      const user = await ctx.db.selectFrom('users').select('username').where('username', '=', 'zhangsan').executeTakeFirst();
      expect(user?.username).toBe('zhangsan');
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);
});
