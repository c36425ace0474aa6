import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Metrics } from "../metrics/metrics.ts";

/**
 * Fastify's own lines about requests, cut to one per answered request: what was asked, the
 * answer's status and how long it took. Fastify writes two by default (on arrival and on
 * completion) plus one more for an unknown route, which cost the catalog API a fifth of its
 * throughput; this is written from Fastify's own completion step, so it adds no hook either.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly metrics: Metrics) {
    super();
  }

  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // The figures count every answer, those that failed on the way out too.
    const ms = reply.elapsedTime;
    this.metrics.answered(request.method, request.url, request.routeOptions.url, reply.statusCode, ms);
    if (error) return super.requestCompleted(error, request, reply);
    logAnswered(reply.log, request.method, request.url, reply.statusCode, ms);
  }
}

/**
 * The one line an answered request leaves, from Fastify (whose request logger carries the id)
 * or from the cached answers sent before it, which are given an id here.
 */
export function logAnswered(
  log: FastifyBaseLogger,
  method: string,
  url: string,
  statusCode: number,
  ms: number,
  reqId?: string,
) {
  const line = { method, url, statusCode, ms: Math.round(ms) };
  log.info(reqId ? { reqId, ...line } : line, "request completed");
}
