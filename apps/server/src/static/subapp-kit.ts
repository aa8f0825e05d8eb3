import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUBAPP_KIT_PATH } from '@portal/contracts';
import type { Config } from '../config.ts';

/** Which origins may read what the portal serves to sub-apps: the registry's origins. */
export interface RegisteredOrigins {
  isRegisteredOrigin(origin: string): boolean;
}

/**
 * The `Access-Control-Allow-Origin` a sub-app request gets: its origin when it is a registered
 * sub-app origin, or `null` (a sandboxed frame of the portal's own origin has an opaque origin).
 */
export function allowedOrigin(request: FastifyRequest, registry: RegisteredOrigins): string | undefined {
  const origin = request.headers.origin;
  if (!origin) return undefined;
  return origin === 'null' || registry.isRegisteredOrigin(origin) ? origin : undefined;
}

interface Loaded {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

/**
 * Serves the standalone sub-app kit (one ES module) at `/pba/subapp-kit.js`: any system imports
 * it without a bundler. Revalidated on every load (no-cache + ETag), so a new portal version
 * reaches the systems at once; readable by the registered origins only.
 */
export function registerSubappKit(app: FastifyInstance, config: Config, registry: RegisteredOrigins): void {
  let loaded: Loaded | undefined;
  let reportedMissing = false;

  async function load(): Promise<Loaded | undefined> {
    const info = await stat(config.subappKitFile).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded;
    const body = await readFile(config.subappKitFile);
    loaded = { mtimeMs: info.mtimeMs, size: info.size, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    return loaded;
  }

  app.get(SUBAPP_KIT_PATH, async (request, reply) => {
    reply.header('Vary', 'Origin').header('Cache-Control', 'no-cache');
    const kit = await load();
    if (!kit) {
      if (!reportedMissing) app.log.warn(`the sub-app kit ${config.subappKitFile} does not exist: ${SUBAPP_KIT_PATH} answers 404 (npm run build -w @portal/subapp-kit, or set SUBAPP_KIT_FILE)`);
      reportedMissing = true;
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found: the sub-app kit is not built');
    }
    reportedMissing = false;
    const origin = allowedOrigin(request, registry);
    if (origin) reply.header('Access-Control-Allow-Origin', origin);
    // Systems on other origins load it; the portal's default same-origin resource policy would refuse them.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin').header('ETag', kit.etag);
    const known = String(request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(kit.etag)) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(kit.body);
  });
}
