import { messages } from "@shop/contract";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { addPart, type Customer, order, payWithCard, signUpAdmin } from "../../test/shop.ts";
import { orders } from "../db/schema.ts";
import { sweepEndedHolds } from "../features/orders/holds/hold-sweeper.ts";

/*
 * GET /metrics: behind its token, in Prometheus' text format, with the figures an owner watches
 * moving as the shop works.
 */
const TOKEN = "metrics-token-for-tests";
let t: TestApp;
let alice: Customer;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  alice = await signUpWithToken(t);
  await signUpAdmin(t);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series, `name{labels}` exactly as written. */
const seriesValue = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /metrics", () => {
  it("is refused without the token, or with another, saying which token it needs", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-same-size", `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.metricsTokenInvalid });
    }
  });

  it("does not exist when no token is set", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer x" } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("answers Prometheus' text format, not to be cached, and is in the API's description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatch(/^# HELP /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(docs.json().paths)).toContain("/metrics");
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const part = await addPart(t, { availableQuantity: 5 });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: `/api/parts/${part.id}` });
    await t.app.inject({ method: "GET", url: "/api/no-such-route/123" });
    const text = await scrape();
    const labels = 'method="GET",route="/api/parts/:id",status="200"';
    expect(seriesValue(text, `shop_http_request_duration_seconds_count{${labels}}`)).toBe(3);
    expect(seriesValue(text, `shop_http_request_duration_seconds_bucket{le="10",${labels}}`)).toBe(3);
    expect(
      seriesValue(text, 'shop_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    // Raw addresses never become labels.
    expect(text).not.toContain(part.id);
    expect(text).not.toContain("no-such-route");
  });

  it("counts the answers the public cache sends before Fastify under their route too", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // The first ask goes through Fastify and is kept; the next two are answered from the cache.
    for (let i = 0; i < 3; i++) expect((await fetch(`${address}/api/pricing`)).status).toBe(200);
    const text = await scrape();
    expect(
      seriesValue(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/pricing",status="200"}'),
    ).toBe(3);
  });

  it("tells the database pool's use and waits on PostgreSQL (the embedded database has no pool)", async () => {
    await t.app.inject({ method: "GET", url: "/api/readyz" });
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      expect(seriesValue(text, 'shop_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
      expect(seriesValue(text, "shop_db_pool_wait_seconds_count")).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain("shop_db_pool");
    }
  });

  it("counts orders placed, paid, refunded and expired, and the holds and mail waiting", async () => {
    const before = await scrape();
    const part = await addPart(t, { availableQuantity: 20 });
    const ids: string[] = [];
    for (const quantity of [2, 3, 4]) {
      const res = await order(t, alice, { productId: part.id, orderQuantity: quantity });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().insertedId);
    }
    let text = await scrape();
    const grew = (series: string) => (seriesValue(text, series) ?? 0) - (seriesValue(before, series) ?? 0);
    expect(grew("shop_orders_placed_total")).toBe(3);
    expect(seriesValue(text, 'shop_holds_in_force{measure="orders"}')).toBeGreaterThanOrEqual(3);
    expect(grew('shop_holds_in_force{measure="units"}')).toBe(9);
    // Each order's mail waits until the worker (woken, but not awaited here) sends it.
    expect(seriesValue(text, "shop_mail_waiting")).toBeGreaterThanOrEqual(0);
    await t.mailSent();
    text = await scrape();
    expect(seriesValue(text, "shop_mail_waiting")).toBe(0);
    expect(seriesValue(text, "shop_mail_oldest_waiting_seconds")).toBe(0);

    const [paidId = "", refundedId = "", expiredId = ""] = ids;
    const paid = await payWithCard(t, alice, paidId);
    const patch = (id: string, transactionId?: string) =>
      t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: alice.auth, payload: { transactionId } });
    expect((await patch(paidId, paid.transactionId)).statusCode).toBe(200);
    const refunded = await payWithCard(t, alice, refundedId);
    expect((await patch(refundedId, refunded.transactionId)).statusCode).toBe(200);
    const admin = await signUpAdmin(t);
    const refund = await t.app.inject({ method: "POST", url: `/api/orders/${refundedId}/refund`, headers: admin.auth });
    expect(refund.statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ holdUntil: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, [expiredId]));
    expect(await sweepEndedHolds(t.app)).toBe(1);

    text = await scrape();
    expect(grew("shop_orders_paid_total")).toBe(2);
    expect(grew("shop_orders_refunded_total")).toBe(1);
    expect(grew("shop_orders_expired_total")).toBe(1);
    expect(grew('shop_holds_in_force{measure="units"}')).toBe(0);
  });

  it("tells the age of the oldest mail waiting", async () => {
    await t.app.mailWorker.stop();
    await t.app.sendMail({ to: "late@example.com", subject: "s", text: "t", html: "<p>t</p>" });
    await t.db.execute(sql`update mail_outbox set created_at = now() - interval '1 hour' where sent_at is null`);
    const text = await scrape();
    expect(seriesValue(text, "shop_mail_waiting")).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, "shop_mail_oldest_waiting_seconds")).toBeGreaterThanOrEqual(3600);
  });
});
