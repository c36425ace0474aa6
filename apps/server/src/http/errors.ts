import { messages } from "@shop/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The one error path: 4xx say what is wrong in `{ message }`; 5xx are logged and say nothing. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: messages.internal });
  });
}

/** An error that the error handler turns into `{ message }` with this status. */
export function httpError(statusCode: number, message: string) {
  return Object.assign(new Error(message), { statusCode });
}
