import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { REPO_ROOT, freePort } from './portal-server.ts';

/** The portal URL the samples import the kit from; replaced by the portal under test when served. */
export const SAMPLE_PORTAL = 'https://portal.example.com';

export interface SecondOrigin {
  url: string;
  /** An origin where nothing listens (an unreachable host). */
  closedUrl: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Another origin (a free loopback port) serving systems that are not on the portal's stack, as a
 * company's own hosts would: `/vue-crm/` (the Vue sample, history fallback), `/plain/` (the plain
 * HTML sample), `/no-kit/` (a page that knows nothing of the kit), `/throws/` (a script error at
 * start), `/silent/` (answers but never finishes loading) and `/missing/` (404). Answers carry
 * `Access-Control-Allow-Origin: *`, so the portal can read their status.
 */
export async function startSecondOrigin(portalUrl: string): Promise<SecondOrigin> {
  const port = await freePort();
  const vueDist = path.join(REPO_ROOT, 'apps/subapps/vue-crm/dist');
  const page = (file: string) => readFileSync(file, 'utf8').replaceAll(SAMPLE_PORTAL, portalUrl);
  const pages: Record<string, () => string> = {
    '/plain/': () => page(path.join(REPO_ROOT, 'apps/subapps/plain-html/index.html')),
    '/no-kit/': () => page(path.join(REPO_ROOT, 'e2e/fixtures/second-origin/no-kit.html')),
    '/throws/': () => page(path.join(REPO_ROOT, 'e2e/fixtures/second-origin/throws.html')),
  };
  const open = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    response.setHeader('Access-Control-Allow-Origin', '*');
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'content-type': type }).end(body);
    if (pathname.startsWith('/silent/')) {
      // Headers and half a page, then nothing: the frame never finishes loading.
      open.add(response);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write('<!doctype html><html><body><p>Loading');
      return;
    }
    const prefix = Object.keys(pages).find((p) => pathname.startsWith(p));
    if (prefix) return send(200, TYPES['.html'] as string, (pages[prefix] as () => string)());
    if (pathname.startsWith('/vue-crm/')) {
      const file = path.join(vueDist, pathname.slice('/vue-crm/'.length));
      if (file.startsWith(vueDist) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
        return;
      }
      if (!path.extname(pathname)) return send(200, TYPES['.html'] as string, readFileSync(path.join(vueDist, 'index.html'), 'utf8'));
    }
    send(404, 'text/plain', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    closedUrl: `http://127.0.0.1:${await freePort()}`,
    stop: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
}
