import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route per path, answering the JSON the portal answered, with no
 * session, database or validation. What the portal's hot reads are compared with.
 */
const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ code: 0 }));
for (const [key, body] of Object.entries(answers)) {
  const [method = 'GET', url = '/'] = key.split(' ');
  app.route({ method: method as 'GET' | 'POST', url, handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(body) });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
