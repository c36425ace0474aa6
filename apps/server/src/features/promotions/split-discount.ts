/*
 * How a code's discount is shared among the lines it applies to (issue 31), in integer cents.
 * The order's discount is decided first (a percentage of the eligible lines' subtotal, rounded
 * half up; a fixed amount, never more than those lines), then split in proportion to each line's
 * amount by the largest remainder, so the lines' discounts add up to the order's exactly and a
 * line never loses more than it costs (decision 0072).
 */

export type CodeTerms = { kind: "percent" | "fixed"; value: number };

/** The order's discount over eligible lines worth `eligibleCents`: basis points or cents. */
export function orderDiscount(terms: CodeTerms, eligibleCents: number): number {
  if (terms.kind === "fixed") return Math.min(terms.value, eligibleCents);
  return Number((2n * BigInt(eligibleCents) * BigInt(terms.value) + 10_000n) / 20_000n);
}

/**
 * Each line's share of `total`, for lines priced `amounts` (0 for a line the code does not
 * cover): floor of the proportional share, then the cents left over go one each to the lines
 * with the largest remainders, the earlier line first on a tie.
 */
export function shareOut(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum === 0 || total === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => BigInt(a) * BigInt(total));
  const shares = exact.map((e) => Number(e / BigInt(sum)));
  let left = total - shares.reduce((s, a) => s + a, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e % BigInt(sum) }))
    .filter(({ rest }) => rest > 0n)
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}

/** The lines' discounts: `eligible` marks the lines the code covers. */
export function lineDiscounts(terms: CodeTerms, amounts: number[], eligible: boolean[]): number[] {
  const covered = amounts.map((a, i) => (eligible[i] ? a : 0));
  return shareOut(
    orderDiscount(
      terms,
      covered.reduce((s, a) => s + a, 0),
    ),
    covered,
  );
}
