import { messages } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { keepPrivate } from "./guards.ts";
import type { Identity } from "./identity.ts";

/** The header this mount fills with the socket's address; a client cannot set it. */
export const CLIENT_IP_HEADER = "x-shop-client-ip";
// The body is handed on re-serialized, so the client's own length and framing no longer apply.
const bodyFraming = new Set(["content-length", "transfer-encoding"]);

/** Hands /api/auth/* to Better Auth as a web Request and copies its Response back. */
export async function mountIdentity(api: FastifyInstance, identity: () => Promise<Identity>) {
  api.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER || bodyFraming.has(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== "GET" && request.body !== undefined;
      const auth = await identity();
      const response = await auth.handler(
        new Request(new URL(request.url, auth.options.baseURL), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      // Sessions, accounts and tokens: nothing here is the same for two visitors.
      keepPrivate(reply);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      if (response.status >= 400 && !saysWhy(body)) {
        // Better Auth answers a path or method it does not know with an empty 404; ours say why.
        const message = response.status === 404 ? messages.routeNotFound : messages.requestRefused;
        return reply.type("application/json; charset=utf-8").send({ message });
      }
      return reply.send(body);
    },
  });
}

/** Whether an answer's body is JSON with a message, as every refusal of the API must be. */
function saysWhy(body: Buffer | null): boolean {
  try {
    const parsed: unknown = JSON.parse(body?.toString() ?? "");
    return typeof (parsed as { message?: unknown } | null)?.message === "string";
  } catch {
    return false;
  }
}
