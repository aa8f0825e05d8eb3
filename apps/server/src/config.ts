import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database keeps its files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl: string | undefined;
  /** Redis for shared rate-limit counters and session revocation across instances. */
  redisUrl: string | undefined;
  /** Prefix of the portal's Redis keys, so several portals (or test runs) can share one Redis. */
  redisPrefix: string;
  /** When set, `/api` is forwarded to the company's existing services instead of answered here. */
  apiUpstream: string | undefined;
  logLevel: LogLevel;
  /** One request in this many is logged at info (0: none); failures (5xx) always are. */
  logRequestSample: number;
  /** Session lifetime in seconds (default 12 h). */
  sessionTtlSeconds: number;
  /** Failed logins allowed per account and address within the window before refusing. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** The built shell (index.html, login.html, assets). */
  shellDist: string;
  /** Built sample sub-apps: one folder per name under this directory. */
  subappsDir: string;
  /** JSON file naming each sub-app's deployed entry (`{"HR": {"entry": "https://…"}}`); default: the built samples. */
  subappsConfig: string | undefined;
  /** Seed the demo company on start when the database is empty. */
  seedDemo: boolean;
  /** Secret that signs single-sign-on links to the mailbox and the wiki; instances of one portal share it. */
  ssoSecret: string;
  /** Single-sign-on entry of the enterprise mailbox. */
  mailSsoUrl: string;
  /** The community wiki, opened with a login token `_tk`. */
  wikiUrl: string;
  /** OpenAI-compatible chat endpoint for the assistant; without it the built-in provider answers. */
  chatBaseUrl: string | undefined;
  chatApiKey: string | undefined;
  chatModel: string;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    databaseUrl: optional(env.DATABASE_URL),
    redisUrl: optional(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX ?? 'portal:',
    apiUpstream: optional(env.API_UPSTREAM),
    logLevel,
    logRequestSample: int(env.LOG_REQUEST_SAMPLE, 100, 'LOG_REQUEST_SAMPLE'),
    sessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
    shellDist: env.SHELL_DIST ?? path.join(repoRoot, 'apps/shell/dist'),
    subappsDir: env.SUBAPPS_DIR ?? path.join(repoRoot, 'apps/subapps'),
    subappsConfig: optional(env.SUBAPPS_CONFIG),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    ssoSecret: env.SSO_SECRET ?? randomBytes(32).toString('hex'),
    mailSsoUrl: env.MAIL_SSO_URL ?? 'https://mail.xinghe-tech.com/sso/login',
    wikiUrl: env.WIKI_URL ?? 'https://wiki.xinghe-tech.com/',
    chatBaseUrl: optional(env.CHAT_BASE_URL),
    chatApiKey: optional(env.CHAT_API_KEY),
    chatModel: env.CHAT_MODEL ?? 'gpt-4o-mini',
    ...overrides,
  };
}
