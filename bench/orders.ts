import autocannon from "autocannon";
import { addPart } from "../apps/server/src/features/parts/repository.ts";
import { newCustomerToken } from "../apps/server/test/server-process.ts";
import { errorRow, latencyRows } from "./api.ts";
import { type Row, round, type Shop } from "./shop.ts";

/** Orders per second through POST /api/orders: the stock check and reservation in one statement. */
export async function benchOrders(shop: Shop, database: string, seconds: number, connections: number): Promise<Row[]> {
  const productId = await addPart(shop.db, {
    name: "Bench Part",
    img: "/images/parts/chainring.svg",
    des: "Ordered by the benchmark",
    price: 10,
    minQuantity: 1,
    availableQuantity: 100_000_000,
  });
  const token = await newCustomerToken(shop.url);
  const result = await autocannon({
    url: `${shop.url}/api/orders`,
    method: "POST",
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ productId, orderQuantity: 1, phone: "1", address: "Bench Street" }),
  });
  const name = `POST /api/orders (${database})`;
  return [
    { benchmark: name, figure: "orders/s", value: round(result.requests.average) },
    ...latencyRows(name, result),
    errorRow(name, result),
  ];
}
