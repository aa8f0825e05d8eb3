import { createHash } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/schema.ts';
import { runSchemaName } from './pg-schemas.ts';

export const DEMO_PASSWORD = 'Portal@2026';
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface TestApp extends BuiltApp {
  db: Kysely<Database>;
  close(): Promise<void>;
  /** Signs in through the API and answers the session token. */
  login(username: string, password?: string): Promise<string>;
  /** `inject` with the token as Authorization header. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A portal server on a fresh database: the embedded one in memory, or — when DATABASE_URL is
 * set — a schema of its own in that PostgreSQL, dropped when the run ends (test/pg-schemas.ts).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const base = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (base) {
    const schema = runSchemaName('t');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const config = loadConfig({}, { dataDir: 'memory://', databaseUrl, logLevel: 'silent', redisUrl: undefined, apiUpstream: undefined, ...overrides });
  const built = await buildApp(config);
  await built.app.ready();

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/wutong-idaas-account/login',
      payload: { username, password: md5(password) },
    });
    if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
    return (response.json() as { data: { token: string } }).data.token;
  };
  const as = (token: string, options: InjectOptions) =>
    built.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

  return {
    ...built,
    db: built.ctx.db,
    login,
    as,
    close: async () => {
      await built.app.close();
    },
  };
}
