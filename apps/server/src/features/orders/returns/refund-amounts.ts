import type { Money } from "../money/totals.ts";

/**
 * What `units` of an order line give back when `before` of its units were refunded already: the
 * share of the line's money up to them less the share up to those before, each rounded. However a
 * line is returned (all at once, or one unit at a time), what all its returns give back adds up to
 * exactly what the line cost, never a cent more.
 */
export function lineRefund(line: Money & { quantity: number }, before: number, units: number): Money {
  const upTo = (n: number) => ({
    gross: Math.round((line.grossCents * n) / line.quantity),
    tax: Math.round((line.taxCents * n) / line.quantity),
  });
  const a = upTo(before);
  const b = upTo(before + units);
  const grossCents = b.gross - a.gross;
  const taxCents = b.tax - a.tax;
  return { netCents: grossCents - taxCents, taxCents, grossCents };
}
