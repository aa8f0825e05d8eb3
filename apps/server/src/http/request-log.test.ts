import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SampledRequestLog } from './request-log.ts';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server logging at info into `lines`, with the portal's request log. */
async function serverLogging(sampleEvery: number, lines: Line[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean).map((text) => JSON.parse(text) as Line));
      callback();
    },
  });
  const server = Fastify({ logger: { level: 'info', stream }, logController: new SampledRequestLog(sampleEvery) });
  server.get('/ok', async () => ({ code: 0 }));
  server.get('/boom', async (_request, reply) => reply.code(503).send({ code: 503 }));
  await server.ready();
  return server;
}

describe('request logs', () => {
  it('logs one request in `sampleEvery` at info, not two lines for every request', async () => {
    const lines: Line[] = [];
    app = await serverLogging(5, lines);
    for (let i = 0; i < 10; i += 1) await app.inject('/ok');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/ok' }, res: { statusCode: 200 } });
    expect(completed[0]?.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
  });

  it('logs every request, its start and its end, when asked to log all (1)', async () => {
    const lines: Line[] = [];
    app = await serverLogging(1, lines);
    await app.inject('/ok');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('always logs a failed answer at error, even with sampling off', async () => {
    const lines: Line[] = [];
    app = await serverLogging(0, lines);
    await app.inject('/ok');
    await app.inject('/boom');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'failed answer', req: { url: '/boom' }, res: { statusCode: 503 } });
  });
});
