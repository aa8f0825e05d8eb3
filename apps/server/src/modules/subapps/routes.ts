import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { MODULES, SUBAPP_PATHS, allows, subappNameParams, subappEntryOrigin, type Permission, type SubappEntry } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { caller } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { SAMPLE_SUBAPPS, sampleDist } from './registry.ts';

/** Sub-app files load in frames of any origin, opaque ones included (no credentials are involved). */
const OPEN_TO_FRAMES = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

const MODULE_CODES = new Set<string>(MODULES.map((m) => m.code));

/**
 * May the user open functions of this sub-app? Its functions belong to modules; the user needs
 * one of them (a sub-app of the finance module is refused to whoever lacks 财务管理).
 */
export async function mayOpen(db: Kysely<Database>, permissions: readonly Permission[], name: string): Promise<boolean> {
  const rows = await db.selectFrom('resources').select('module_code').distinct().where('front_module_code', '=', name).execute();
  if (rows.length > 0) return rows.some((row) => allows(permissions, row.module_code));
  return !MODULE_CODES.has(name) || allows(permissions, name);
}

/** The names among `names` the user may open (one query for all). */
export async function openableNames(db: Kysely<Database>, permissions: readonly Permission[], names: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('resources').select(['front_module_code', 'module_code']).distinct().execute();
  const modulesOf = new Map<string, string[]>();
  for (const row of rows) modulesOf.set(row.front_module_code, [...(modulesOf.get(row.front_module_code) ?? []), row.module_code]);
  return new Set(
    names.filter((name) => {
      const modules = modulesOf.get(name);
      if (modules) return modules.some((code) => allows(permissions, code));
      return !MODULE_CODES.has(name) || allows(permissions, name);
    }),
  );
}

/**
 * An absolute entry on the portal's own origin is a same-origin entry: origin null, so the shell
 * sandboxes it like a path (a frame of the portal's origin must never keep that origin).
 */
function asSeenBy(request: FastifyRequest, entry: SubappEntry): SubappEntry {
  return entry.origin !== null && entry.origin === subappEntryOrigin(`${request.protocol}://${request.host}/`) ? { ...entry, origin: null } : entry;
}

/** The sub-app registry (runtime configuration) and the built sample sub-apps with their history fallback. */
export async function subappRoutes(app: FastifyInstance, { db, config, subapps: registry, subappTokens }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`/api${SUBAPP_PATHS.list}`, async (request) => {
    const auth = caller(request);
    const openable = await openableNames(db, auth.permissions, registry.entries.map((e) => e.name));
    return ok(registry.entries.map((entry) => ({ ...asSeenBy(request, entry), permitted: openable.has(entry.name) })));
  });

  r.get(`/api${SUBAPP_PATHS.one}`, { schema: { params: subappNameParams } }, async (request) => {
    const auth = caller(request);
    const entry = registry.find(request.params.name);
    if (!entry) throw notFound();
    if (!(await mayOpen(db, auth.permissions, entry.name))) throw forbidden();
    return ok({ ...asSeenBy(request, entry), permitted: true });
  });

  // The token a system's frame gets (props.token): scoped to that system, ends with the session.
  r.post(`/api${SUBAPP_PATHS.token}`, { schema: { params: subappNameParams } }, async (request) => {
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
