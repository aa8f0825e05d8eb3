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
  /** Failed logins allowed from one address across all accounts within the window (password spraying). */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /**
   * Addresses and CIDR ranges of the reverse proxies whose `X-Forwarded-For/-Proto/-Host` are
   * believed (default loopback); from any other peer the socket's address is the client's.
   */
  trustedProxies: string[];
  /** Bearer token that opens `/metrics`; without it `/metrics` is off. */
  metricsToken: string | undefined;
  /** The built shell (index.html, login.html, assets). */
  shellDist: string;
  /** Built sample sub-apps: one folder per name under this directory. */
  subappsDir: string;
  /** JSON file naming each sub-app's deployed entry (`{"HR": {"entry": "https://…"}}`); default: the built samples. */
  subappsConfig: string | undefined;
  /** The standalone sub-app kit served at `/pba/subapp-kit.js`. */
  subappKitFile: string;
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

/** A configuration the server refuses to start with: main prints its one-line message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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

const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1/8', '::1/128'];
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** A comma list of addresses or CIDR ranges (`10.0.0.5`, `10.0.0.0/8`, `::1`); `none` trusts no proxy. */
function addressList(value: string | undefined, fallback: string[], name: string): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim().toLowerCase() === 'none') return [];
  return value.split(',').map((item) => {
    const entry = item.trim();
    const [address = '', bits, extra] = entry.split('/');
    const v4 = IPV4.test(address);
    const v6 = !v4 && address.includes(':') && /^[0-9a-f:.]+$/i.test(address);
    const maxBits = v4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if ((!v4 && !v6) || !bitsOk || extra !== undefined) throw new Error(`${name} must be a comma list of IP addresses or CIDR ranges, got "${entry}"`);
    return entry;
  });
}

/** A connection string of one of the given schemes, refused with a plain message otherwise. */
function connectionUrl(value: string | undefined, protocols: string[], name: string): string | undefined {
  const url = optional(value);
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} is not a URL (expected ${protocols[0]}//host:port/…)`);
  }
  if (!protocols.includes(parsed.protocol) || !parsed.hostname) throw new Error(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} and name a host`);
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    databaseUrl: connectionUrl(env.DATABASE_URL, ['postgres:', 'postgresql:'], 'DATABASE_URL'),
    redisUrl: connectionUrl(env.REDIS_URL, ['redis:', 'rediss:'], 'REDIS_URL'),
    redisPrefix: env.REDIS_PREFIX ?? 'portal:',
    apiUpstream: optional(env.API_UPSTREAM),
    logLevel,
    logRequestSample: int(env.LOG_REQUEST_SAMPLE, 100, 'LOG_REQUEST_SAMPLE'),
    sessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50, 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
    trustedProxies: addressList(env.TRUSTED_PROXIES, DEFAULT_TRUSTED_PROXIES, 'TRUSTED_PROXIES'),
    metricsToken: optional(env.METRICS_TOKEN),
    shellDist: env.SHELL_DIST ?? path.join(repoRoot, 'apps/shell/dist'),
    subappsDir: env.SUBAPPS_DIR ?? path.join(repoRoot, 'apps/subapps'),
    subappsConfig: optional(env.SUBAPPS_CONFIG),
    subappKitFile: optional(env.SUBAPP_KIT_FILE) ?? path.join(repoRoot, 'packages/subapp-kit/dist/subapp-kit.js'),
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
