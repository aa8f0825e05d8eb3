import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SHELL_BASE } from '@portal/contracts';
import type { Config } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output may be cached for a year; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : 'no-cache';
}

/** A path of the shell's client routes (no file extension) gets index.html: deep links reload fine. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(`${SHELL_BASE}/`) && pathname !== SHELL_BASE) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

export async function registerShell(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.shellDist;
  const built = existsSync(path.join(root, 'index.html'));

  app.get('/', async (_request, reply) => reply.redirect(`${SHELL_BASE}/`));
  app.get(SHELL_BASE, async (_request, reply) => reply.redirect(`${SHELL_BASE}/`));

  if (!built) {
    app.log.warn({ root }, 'the shell is not built; run npm run build');
    return;
  }

  // The shell's root is its index page. Left to the static files it is a directory, refused
  // with 403 to a client that asks for no compressed files.
  app.get(`${SHELL_BASE}/`, async (_request, reply) => sendShellIndex(reply, config));
  await app.register(fastifyStatic, {
    root,
    prefix: `${SHELL_BASE}/`,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
}

/** Serves the shell's index.html for client routes (history fallback). */
export function sendShellIndex(reply: FastifyReply, config: Config) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.shellDist);
}
