import { describe, expect, test } from "vitest";
import { alternate, median, spread } from "./stats.ts";

describe("figures are medians with their spread", () => {
  test("the median of odd and even counts, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test("spread shows the median and the lowest and highest run, not the best alone", () => {
    expect(spread([120, 80, 100])).toBe("100 (80 - 120)");
    expect(spread([1.234, 1.5, 1.1], 1)).toBe("1.2 (1.1 - 1.5)");
  });

  test("alternate takes turns at going first", async () => {
    const order: string[] = [];
    const [as, bs] = await alternate(
      4,
      async () => order.push("a"),
      async () => order.push("b"),
    );
    expect(order).toEqual(["a", "b", "b", "a", "a", "b", "b", "a"]);
    expect(as).toHaveLength(4);
    expect(bs).toHaveLength(4);
  });
});
