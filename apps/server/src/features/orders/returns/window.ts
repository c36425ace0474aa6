import type { OrderRow } from "../records.ts";

const DAY_MS = 86_400_000;

/** Until when the order's owner may ask for a return; undefined when not shipped or no returns are taken. */
export function returnUntil(order: Pick<OrderRow, "status" | "shippedAt">, days: number): Date | undefined {
  if (order.status !== "Shipped" || !order.shippedAt || days <= 0) return undefined;
  return new Date(order.shippedAt.getTime() + days * DAY_MS);
}
