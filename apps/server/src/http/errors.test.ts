import { messages, withRequestId } from "@shop/contract";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  PaymentRefused,
  ProviderFailed,
  TooLarge,
  Unauthenticated,
  UnsupportedType,
} from "../shared/domain-errors.ts";
import { httpError, registerErrorHandler } from "./errors.ts";

/** The one error path alone, on a bare Fastify: what each kind of failure becomes. */
describe("the error handler", () => {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: "error", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post("/refused", async () => {
    throw httpError(409, "Not in stock");
  });
  app.post("/card", async () => {
    throw new ProviderFailed("Your card was declined.", "card_declined");
  });
  app.post("/broken", async () => {
    throw Object.assign(new Error("select * from secrets failed"), { statusCode: 502 });
  });
  const refusals = [
    [InvalidInput, 400],
    [Unauthenticated, 401],
    [PaymentRefused, 402],
    [Forbidden, 403],
    [NotFound, 404],
    [Conflict, 409],
    [TooLarge, 413],
    [UnsupportedType, 415],
    [ProviderFailed, 502],
  ] as const;
  for (const [Refusal, status] of refusals) {
    app.post(`/domain/${status}`, async () => {
      throw new Refusal(`refused as ${Refusal.name}`);
    });
  }
  class LateForIt extends Conflict {}
  app.post("/domain/subclass", async () => {
    throw new LateForIt("too late");
  });
  app.post("/database-gone", async () => {
    const dropped = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    throw new DrizzleQueryError("insert into orders ...", [], dropped);
  });
  app.post("/database-refused", async () => {
    throw new DrizzleQueryError(
      "select 1",
      [],
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    );
  });
  app.post("/other-service-refused", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
  });
  app.post("/disk-full", async () => {
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  });
  app.post("/checked", { schema: { body: z.object({ quantity: z.number() }) } }, async () => ({ ok: true }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  test("a refusal answers its status with its message", async () => {
    const res = await app.inject({ method: "POST", url: "/refused" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Not in stock" });
  });

  test("each domain refusal answers its status from the one table, with its message", async () => {
    for (const [Refusal, status] of refusals) {
      const res = await app.inject({ method: "POST", url: `/domain/${status}` });
      expect(res.statusCode, Refusal.name).toBe(status);
      expect(res.json()).toEqual({ message: `refused as ${Refusal.name}` });
    }
  });

  test("a refusal of a kind made from another answers as that one", async () => {
    const res = await app.inject({ method: "POST", url: "/domain/subclass" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "too late" });
  });

  test("a provider's refusal keeps its machine-readable code", async () => {
    const res = await app.inject({ method: "POST", url: "/card" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "Your card was declined.", code: "card_declined" });
  });

  test("a request that fails its schema is a 400 naming the field", async () => {
    const res = await app.inject({ method: "POST", url: "/checked", payload: { quantity: "3" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: quantity: /);
  });

  test("anything else is logged and answers a 500 that says nothing of it but the request's id", async () => {
    const res = await app.inject({ method: "POST", url: "/broken" });
    expect(res.statusCode).toBe(500);
    const id = res.headers["x-request-id"];
    expect(typeof id).toBe("string");
    expect(res.json()).toEqual({ message: withRequestId(messages.internal, String(id)) });
    expect(res.body).not.toContain("secrets");
    const line = logged.find((l) => JSON.stringify(l).includes("select * from secrets failed"));
    expect(line).toMatchObject({ reqId: id });
  });

  test("a database that dropped or refused the connection is a 503 to try again, with the id", async () => {
    for (const url of ["/database-gone", "/database-refused"]) {
      const res = await app.inject({ method: "POST", url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        message: withRequestId(messages.databaseUnavailable, String(res.headers["x-request-id"])),
      });
    }
  });

  test("a refused connection to anything but the database is no database outage", async () => {
    const res = await app.inject({ method: "POST", url: "/other-service-refused" });
    expect(res.statusCode).toBe(500);
  });

  test("a full disk is a 507 that says so", async () => {
    const res = await app.inject({ method: "POST", url: "/disk-full" });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: withRequestId(messages.storageFull, String(res.headers["x-request-id"])) });
  });
});
