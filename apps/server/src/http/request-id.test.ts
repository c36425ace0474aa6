import { messages, withRequestId } from "@shop/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { loggedLines } from "../../test/log-lines.ts";
import { addPart, order } from "../../test/shop.ts";

/*
 * Every line a request leaves in the log carries its id, the answers kept by the public cache
 * (sent before Fastify) included, and a failure of ours shows that id to the customer.
 */
const log = loggedLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
});
afterAll(() => t.close());

const linesOf = (text: string) =>
  log.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => JSON.stringify(l).includes(text));

it("gives every request its own id, on each of its log lines, the cached answers' too", async () => {
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  for (let i = 0; i < 3; i++) expect((await fetch(`${address}/api/reviews?limit=3`)).status).toBe(200);
  await t.app.inject({ method: "GET", url: "/api/no-such-route" });
  const lines = [...linesOf("/api/reviews?limit=3"), ...linesOf("/api/no-such-route")];
  expect(lines).toHaveLength(4);
  const ids = lines.map((l) => l.reqId);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  expect(new Set(ids).size).toBe(4);
});

it("never takes a client's id: a client could make its requests' lines look like another's", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/broken-route", headers: { "x-request-id": "forged" } });
  expect(res.statusCode).toBe(404);
  expect(linesOf("/api/broken-route")[0]?.reqId).not.toBe("forged");
});

it("shows a failure's request id to the customer, and its log lines carry it", async () => {
  const part = await addPart(t, { availableQuantity: 5 });
  const alice = await signUpWithToken(t);
  // The order's statement fails on the database's side (as a bug of ours would): a 500.
  await t.db.execute("alter table mail_outbox rename to mail_outbox_away");
  try {
    const res = await order(t, alice, { productId: part.id, orderQuantity: 1 });
    expect(res.statusCode).toBe(500);
    const id = String(res.headers["x-request-id"]);
    expect(res.json()).toEqual({ message: withRequestId(messages.internal, id) });
    const lines = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(["request failed", "request completed"]);
  } finally {
    await t.db.execute("alter table mail_outbox_away rename to mail_outbox");
  }
});
