import pg from "pg";
import { expect, it } from "vitest";
import { addPart, adminToken, newCustomerToken, postJson, twoServersOnPostgres } from "../../../test/server-process.ts";

/*
 * Invoice numbers stay gapless across two server processes on one PostgreSQL database, with
 * payments at once on both, a payment whose transaction is rolled back and a numbering step that
 * fails half way (issue 31, decision 0080).
 */
const shop = twoServersOnPostgres("shop-invoices");
const servers = shop.servers;

const json = async <T>(res: Response) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** Orders one unit through `base` and pays it there with the sandbox's good card. */
async function orderAndPay(base: string, token: string, partId: string) {
  const auth = { authorization: `Bearer ${token}` };
  const { insertedId } = await json<{ insertedId: string }>(
    await postJson(`${base}/api/orders`, { productId: partId, orderQuantity: 1, phone: "1", address: "Street" }, auth),
  );
  const { clientSecret } = await json<{ clientSecret: string }>(
    await postJson(`${base}/api/create-payment-intent`, { orderId: insertedId }, auth),
  );
  const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
  const { id } = await json<{ id: string }>(
    await postJson(`${base}/api/sandbox-payments/confirm`, { clientSecret, card }),
  );
  const paid = await fetch(`${base}/api/orders/${insertedId}`, {
    method: "PATCH",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ transactionId: id }),
  });
  expect(paid.status).toBe(200);
  return insertedId;
}

it("gives 30 orders paid at once on two servers the numbers 1 to 30, whatever rolls back meanwhile", async () => {
  const urls = servers.map((s) => s.url);
  const partId = await addPart(urls[0] ?? "", await adminToken(urls[0] ?? ""), 100);
  const tokens = await Promise.all(Array.from({ length: 30 }, (_, i) => newCustomerToken(urls[i % 2] ?? "")));
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  const unpaid = await postJson(
    `${urls[0]}/api/orders`,
    { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
    { authorization: `Bearer ${tokens[0]}` },
  );
  const unpaidId = ((await unpaid.json()) as { insertedId: string }).insertedId;

  // A payment whose transaction fails after queueing its invoice, and a numbering step that
  // takes a number and fails, both while the others pay.
  const rolledBack = (async () => {
    await db.query("begin");
    await db.query("update orders set paid = true, status = 'Pending', paid_at = now() where id = $1", [unpaidId]);
    await db.query("insert into invoice_queue (order_id) values ($1)", [unpaidId]);
    await new Promise((r) => setTimeout(r, 300));
    await db.query("rollback");
    await db.query("begin");
    await db.query("select pg_advisory_xact_lock(310001)");
    await db.query(
      "insert into document_counters (series, year, last_no) values ('invoice', extract(year from now())::int, 1) on conflict (series, year) do update set last_no = document_counters.last_no + 1",
    );
    await new Promise((r) => setTimeout(r, 300));
    await db.query("rollback");
  })();
  const paid = await Promise.all(tokens.map((token, i) => orderAndPay(urls[i % 2] ?? "", token, partId)));
  await rolledBack;

  // A payment whose numbering found another step running is numbered by that step's next
  // round or its receipt's mail a moment later.
  const issued = async () =>
    (
      await db.query<{ order_id: string; seq: number; number: string }>(
        "select order_id, seq, number from invoices order by seq",
      )
    ).rows;
  await expect.poll(async () => (await issued()).length, { timeout: 10_000 }).toBe(30);
  const rows = await issued();
  await db.end();
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set(paid));
  expect(rows[0]?.number).toBe(`${new Date().getUTCFullYear()}-000001`);
  // Each customer reads their invoice at either server.
  const last = rows[29];
  const owner = tokens[paid.indexOf(last?.order_id ?? "")];
  const pdf = await fetch(`${urls[1]}/api/orders/${last?.order_id}/invoice.pdf`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-disposition")).toContain(`invoice-${last?.number}.pdf`);
});
