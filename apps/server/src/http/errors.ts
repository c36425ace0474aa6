import { messages, REQUEST_ID_HEADER, withRequestId } from "@shop/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { outageOf } from "./outages.ts";

/**
 * The one error path: 4xx say what is wrong in `{ message }`; 5xx are logged and say only what
 * failed (the database, the disk, or something else) and the request's id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every failed answer names its request, for a customer to quote and the log to find.
    reply.header(REQUEST_ID_HEADER, request.id);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const text = error.validation
        .map((v) => {
          const where = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return where ? `${where}: ${v.message}` : v.message;
        })
        .join("; ");
      return reply.code(400).send({ message: `Invalid ${error.validationContext ?? "request"}: ${text}` });
    }
    const status = error.statusCode ?? 500;
    // A 502 made by `httpError` says what the payment provider answered; other 5xx say nothing.
    if ((status >= 400 && status < 500) || (status === 502 && "refusal" in error)) {
      const code = (error as { refusalCode?: string }).refusalCode;
      return reply.code(status).send(code ? { message: error.message, code } : { message: error.message });
    }
    // A failure of ours: the customer is given the request's id, which names it in the log.
    const outage = outageOf(error);
    if (outage) {
      request.log.warn({ err: error }, "request failed: the database or the disk is not available");
      if (outage.status === 503) reply.header("retry-after", "5");
      return reply.code(outage.status).send({ message: withRequestId(outage.message, request.id) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: withRequestId(messages.internal, request.id) });
  });
}

/**
 * A refusal: the error handler turns it into `{ message }` with this status, and `{ message, code }`
 * when it has a machine-readable code too (the card errors of the payment page).
 */
export function httpError(statusCode: number, message: string, code?: string) {
  return Object.assign(new Error(message), { statusCode, refusal: true, ...(code && { refusalCode: code }) });
}
