import { expect, it } from "vitest";
import { addPart, adminToken, newCustomerToken, postJson, twoServersOnPostgres } from "../test/server-process.ts";
import { seedParts } from "./db/seed/catalog.ts";

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer: they start together
 * on an empty database, the stock check holds across them, an access token from one is good at
 * the other, and a change made through one is seen through the other at once. PostgreSQL only:
 * the embedded database belongs to one process by design.
 */
const servers = twoServersOnPostgres("shop-two-servers").servers;

it("sells exactly 25 units to 200 customers ordering at once across two servers", async () => {
  const urls = servers.map((s) => s.url);
  const [first = "", second = ""] = urls;
  // A token from the first server is good at the second: they share the secret through the database.
  const partId = await addPart(second, await adminToken(first), 25);

  const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => newCustomerToken(urls[i % 2] ?? "")));
  const answers = await Promise.all(
    tokens.map((token, i) =>
      postJson(
        `${urls[i % 2]}/api/orders`,
        { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
        { authorization: `Bearer ${token}` },
      ),
    ),
  );
  const codes = answers.map((a) => a.status);
  expect(codes.filter((c) => c === 201)).toHaveLength(25);
  expect(codes.filter((c) => c === 400)).toHaveLength(175);
  const stockAt = async (base: string) =>
    ((await (await fetch(`${base}/api/parts/${partId}`)).json()) as { availableQuantity: number }).availableQuantity;
  expect(await stockAt(first)).toBe(0);
  expect(await stockAt(second)).toBe(0);

  // An order given up through the first server puts its unit back; the second, which has the
  // part in its cache, says so too.
  const index = codes.indexOf(201);
  const sold = answers[index];
  if (!sold) throw new Error("no order succeeded");
  const orderId = ((await sold.json()) as { insertedId: string }).insertedId;
  const deleted = await fetch(`${first}/api/orders/${orderId}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${tokens[index]}` },
  });
  expect(deleted.status).toBe(200);
  await expect.poll(() => stockAt(second), { timeout: 2000 }).toBe(1);
}, 180_000);

it("seeds the catalog and the first admin once, though both servers started on an empty database", async () => {
  const [first = ""] = servers.map((s) => s.url);
  const catalog = (await (await fetch(`${first}/api/parts?limit=100`)).json()) as { name: string }[];
  expect(catalog.filter((p) => p.name === seedParts[0]?.name)).toHaveLength(1);
  expect(await adminToken(first)).toBeTruthy();
});
