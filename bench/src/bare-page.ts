import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompressDir } from '../../apps/shell/precompress.ts';
import { REPO_ROOT, type Process } from './portal-process.ts';

export const BARE_DIST = path.join(REPO_ROOT, 'bench/fixtures/bare-antd/dist');

/**
 * The floor: the bare antd fixture, built now (default chunking, precompressed like the shell)
 * and served by a bare Fastify with the same static handling and caching the portal uses.
 */
export async function startBarePage(): Promise<Process> {
  await build({ configFile: path.join(REPO_ROOT, 'bench/fixtures/bare-antd/vite.config.ts') });
  precompressDir(BARE_DIST);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: BARE_DIST,
    prefix: '/bare/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, stop: () => app.close() };
}
