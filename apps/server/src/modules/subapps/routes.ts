import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { subappEntryOrigin, subappList, subappOne, subappTokenIssue, type SubappEntry } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { mayOpen, openableNames } from './access-repository.ts';
import { SAMPLE_SUBAPPS, sampleDist } from './registry.ts';

/** Sub-app files load in frames of any origin, opaque ones included (no credentials are involved). */
const OPEN_TO_FRAMES = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

/**
 * An absolute entry on the portal's own origin is a same-origin entry: origin null, so the shell
 * sandboxes it like a path (a frame of the portal's origin must never keep that origin).
 */
function asSeenBy(request: FastifyRequest, entry: SubappEntry): SubappEntry {
  return entry.origin !== null && entry.origin === subappEntryOrigin(`${request.protocol}://${request.host}/`) ? { ...entry, origin: null } : entry;
}

/** The sub-app registry (runtime configuration) and the built sample sub-apps with their history fallback. */
export async function subappRoutes(app: FastifyInstance, { db, config, subapps: registry, subappTokens }: AppContext): Promise<void> {
  route(app, subappList, {}, async (request) => {
    const auth = caller(request);
    const openable = await openableNames(db, auth.permissions, registry.entries.map((e) => e.name));
    return ok(registry.entries.map((entry) => ({ ...asSeenBy(request, entry), permitted: openable.has(entry.name) })));
  });

  route(app, subappOne, {}, async (request) => {
    const auth = caller(request);
    const entry = registry.find(request.params.name);
    if (!entry) throw notFound();
    if (!(await mayOpen(db, auth.permissions, entry.name))) throw forbidden();
    return ok({ ...asSeenBy(request, entry), permitted: true });
  });

  // The token a system's frame gets (props.token): scoped to that system, ends with the session.
  route(app, subappTokenIssue, {}, async (request) => {
    const auth = caller(request);
    const entry = registry.find(request.params.name);
    if (!entry?.entry) throw notFound();
    if (!(await mayOpen(db, auth.permissions, entry.name))) throw forbidden();
    return ok(await subappTokens.issue(auth, entry.name));
  });

  for (const sample of SAMPLE_SUBAPPS) {
    const root = sampleDist(config, sample.dir);
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) continue;
    const index = readFileSync(indexFile, 'utf8');
    // Sandboxed frames have an opaque origin: the files answer to any origin, without credentials.
    const sendIndex = (_request: unknown, reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').headers(OPEN_TO_FRAMES).type('text/html; charset=utf-8').send(index);
    await app.register(
      async (scope) => {
        await scope.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          wildcard: true,
          decorateReply: false,
          cacheControl: false,
          setHeaders: (res, filePath) => {
            res.header('Cache-Control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
            for (const [name, value] of Object.entries(OPEN_TO_FRAMES)) res.header(name, value);
          },
        });
        scope.get('/', sendIndex);
        // Client routes of the sub-app (no file extension) get its index.html: deep links reload fine.
        scope.setNotFoundHandler((request, reply) => {
          const last = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
          if (request.method === 'GET' && !last.includes('.')) return sendIndex(request, reply);
          return reply.code(404).type('text/plain').send('Not found');
        });
      },
      { prefix: sample.prefix.replace(/\/$/, '') },
    );
  }

  // The top bar's submit-ticket pop-up opens the WOS form on its own at /WOS/… (TICKET_WINDOW).
  const wos = SAMPLE_SUBAPPS.find((s) => s.name === 'WOS');
  const wosIndex = wos && path.join(sampleDist(config, wos.dir), 'index.html');
  if (wosIndex && existsSync(wosIndex)) {
    const html = readFileSync(wosIndex, 'utf8');
    app.get('/WOS/*', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html));
  }
}
