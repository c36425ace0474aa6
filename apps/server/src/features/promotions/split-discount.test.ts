import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineDiscounts, orderDiscount, shareOut } from "./split-discount.ts";

describe("a code's discount shared among lines", () => {
  it("rounds a percentage half up, and never takes more than the lines cost", () => {
    expect(orderDiscount({ kind: "percent", value: 1000 }, 7005)).toBe(701);
    expect(orderDiscount({ kind: "percent", value: 1000 }, 7004)).toBe(700);
    expect(orderDiscount({ kind: "fixed", value: 5000 }, 1999)).toBe(1999);
  });

  it("gives the cents left over to the largest remainders, the earlier line on a tie", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(500, [3000, 1999, 2002])).toEqual([214, 143, 143]);
    expect(lineDiscounts({ kind: "percent", value: 2000 }, [3000, 1999], [false, true])).toEqual([0, 400]);
  });

  it("adds up to the order's discount exactly, each line at most its amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (amounts, asked) => {
          const sum = amounts.reduce((s, a) => s + a, 0);
          const total = Math.min(asked, sum);
          const shares = shareOut(total, amounts);
          expect(shares.reduce((s, a) => s + a, 0)).toBe(sum === 0 ? 0 : total);
          for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(amounts[i] as number);
        },
      ),
    );
  });
});
