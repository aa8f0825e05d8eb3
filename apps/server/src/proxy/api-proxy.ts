import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '@portal/contracts';
import { sendError } from '../http/error-handler.ts';
import type { PoolStats } from '../http/metrics.ts';

/** Headers of one hop only (RFC 9110 §7.6.1); everything else — SPEC §6 headers, cookies, the request id — passes through. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

const UPSTREAM_TIMEOUT_MS = 120_000;

export interface ApiProxy {
  /** Answers when the upstream answers at all (readiness). */
  reachable(): Promise<boolean>;
  poolStats(): PoolStats;
  close(): void;
}

function upstreamUrl(base: URL, requestUrl: string): URL {
  // `/api/x?y` goes to `{API_UPSTREAM}/x?y`: API_UPSTREAM names what `/api` stands for.
  const rest = requestUrl.slice('/api'.length);
  return new URL(`${base.pathname.replace(/\/$/, '')}${rest}`, base);
}

function forwardedHeaders(request: FastifyRequest): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // The client as this server determined it: a trusted proxy's report (TRUSTED_PROXIES), else the socket's peer.
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers[HEADERS.requestId.toLowerCase()] = request.id;
  return headers;
}

function copyResponseHeaders(upstream: IncomingMessage, reply: FastifyReply) {
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    reply.header(name, value);
  }
}

/**
 * Proxy mode: every `/api` call but health, readiness and metrics goes to the company's own
 * services at `API_UPSTREAM`. Bodies stream both ways untouched (no parsing, no buffering, no
 * recompression), so downloads and long answers start at once.
 */
export function registerApiProxy(app: FastifyInstance, upstream: string): ApiProxy {
  const base = new URL(upstream);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 256 });

  // Request bodies are not parsed here: the payload stream is handed to the upstream as is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<FastifyReply>((resolve) => {
      const outgoing = client.request(
        upstreamUrl(base, request.url),
        { method: request.method, headers: forwardedHeaders(request), agent, timeout: UPSTREAM_TIMEOUT_MS },
        (response) => {
          reply.status(response.statusCode ?? 502);
          copyResponseHeaders(response, reply);
          resolve(reply.send(response));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timed out')));
      outgoing.on('error', (error) => {
        if (reply.sent) return;
        request.log.error({ err: error, upstream: base.origin }, 'upstream unavailable');
        resolve(sendError(request, reply, 502, 'upstreamUnavailable'));
      });
      // A client that goes away mid-answer ends the upstream call too.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) outgoing.destroy();
      });
      request.raw.pipe(outgoing);
    });

  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/api/*', compress: false, decompress: false, handler: forward });

  return {
    reachable: () =>
      new Promise((resolve) => {
        const probe = client.request(base, { method: 'GET', agent, timeout: 2000 }, (response) => {
          response.resume();
          resolve((response.statusCode ?? 502) < 502);
        });
        probe.on('timeout', () => probe.destroy(new Error('timeout')));
        probe.on('error', () => resolve(false));
        probe.end();
      }),
    poolStats: () => {
      const count = (lists: NodeJS.ReadOnlyDict<unknown[]>) => Object.values(lists).reduce((sum, list) => sum + (list?.length ?? 0), 0);
      const busy = count(agent.sockets);
      const idle = count(agent.freeSockets);
      return { total: busy + idle, idle, waiting: count(agent.requests) };
    },
    close: () => agent.destroy(),
  };
}
