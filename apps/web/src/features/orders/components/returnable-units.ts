import type { Order } from "@shop/contract";

/** Units of each line (by line number, 1 for the first) still free to return: bought less those in returns not refused. */
export function returnableUnits(order: Order): number[] {
  return order.lines.map((line, i) => {
    const taken = (order.returns ?? [])
      .filter((r) => r.status !== "Refused")
      .flatMap((r) => r.lines)
      .filter((l) => l.lineNo === i + 1)
      .reduce((sum, l) => sum + l.quantity, 0);
    return Math.max(0, line.quantity - taken);
  });
}
