import { messages, REQUEST_ID_HEADER, withRequestId } from "@shop/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  PaymentRefused,
  ProviderFailed,
  TooLarge,
  Unauthenticated,
  UnsupportedType,
} from "../shared/domain-errors.ts";

/** The one table from the domain's refusals to HTTP statuses. */
const STATUS_OF = new Map<abstract new (...args: never[]) => DomainError, number>([
  [InvalidInput, 400],
  [Unauthenticated, 401],
  [PaymentRefused, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  // The provider's own answer is worth telling; the request itself was fine.
  [ProviderFailed, 502],
]);

/** The status of a domain refusal, by its class or the nearest one it extends. */
function statusOf(error: DomainError): number | undefined {
  for (let kind = error.constructor; kind !== DomainError; kind = Object.getPrototypeOf(kind)) {
    const status = STATUS_OF.get(kind as abstract new (...args: never[]) => DomainError);
    if (status) return status;
  }
  return undefined;
}

import { outageOf } from "./outages.ts";

/**
 * The one error path: 4xx say what is wrong in `{ message }`; 5xx are logged and say only what
 * failed (the database, the disk, or something else) and the request's id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    // Every failed answer names its request, for a customer to quote and the log to find.
    reply.header(REQUEST_ID_HEADER, request.id);
    if (error instanceof DomainError) {
      const status = statusOf(error);
      if (status)
        return reply
          .code(status)
          .send({ message: error.message, ...(error.code && { code: error.code }), ...error.details });
      request.log.error({ err: error }, "a domain refusal without a status");
      return reply.code(500).send({ message: withRequestId(messages.internal, request.id) });
    }
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
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    // A failure of ours: the customer is given the request's id, which names it in the log.
    const outage = outageOf(error);
    if (outage) {
      request.log.warn(
        { err: error },
        "request failed: the database, the disk or the payment provider is not available",
      );
      if (outage.status === 503) reply.header("retry-after", "5");
      return reply.code(outage.status).send({ message: withRequestId(outage.message, request.id) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: withRequestId(messages.internal, request.id) });
  });
}

/**
 * A refusal of the HTTP layer itself (a malformed request, a route or file that does not exist):
 * the error handler answers it as `{ message }` with this 4xx status. Domain code throws the
 * domain's errors instead (shared/domain-errors.ts).
 */
export function httpError(statusCode: number, message: string) {
  return Object.assign(new Error(message), { statusCode });
}
