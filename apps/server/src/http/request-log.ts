import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request logs off the hot path: Fastify's own two `info` lines per request become one line
 * per `sampleEvery` requests, written when the answer is sent (0: none; 1: every request, with
 * its start as well). A request that failed
 * (an error, or an answer of 500 or more) is always logged at `error`; Fastify's other error
 * logs are kept as they are.
 */
export class SampledRequestLog extends LogController {
  private seen = 0;

  constructor(private readonly sampleEvery: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    // Sampled, the line written when the answer is sent says it all; logging every request
    // (1) keeps Fastify's line for a request's start too, to follow requests still in flight.
    if (this.sampleEvery === 1) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Fastify's own line, serialised the same way (req, res, responseTime).
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500) {
      reply.log.error({ ...line, err: error ?? undefined }, 'failed answer');
      return;
    }
    if (this.sampleEvery <= 0) return;
    this.seen += 1;
    if (this.seen < this.sampleEvery) return;
    this.seen = 0;
    reply.log.info({ ...line, sampled: this.sampleEvery }, 'request completed');
  }
}
