import { describe, expect, test } from "vitest";
import { stockLevel, stockText } from "./stock.ts";

describe("a part's stock, as a rider reads it", () => {
  test("is in stock from two minimum orders on", () => {
    expect(stockText({ availableQuantity: 10, minQuantity: 2 })).toBe("In stock");
    expect(stockText({ availableQuantity: 500, minQuantity: 1 })).toBe("In stock");
  });

  test("names how many are left below two minimum orders", () => {
    expect(stockText({ availableQuantity: 39, minQuantity: 20 })).toBe("Only 39 left");
    expect(stockLevel({ availableQuantity: 40, minQuantity: 20 })).toBe("in-stock");
  });

  test("names how many are left below ten units, whatever the minimum order", () => {
    expect(stockText({ availableQuantity: 3, minQuantity: 1 })).toBe("Only 3 left");
    expect(stockText({ availableQuantity: 9, minQuantity: 1 })).toBe("Only 9 left");
  });

  test("is sold out when not even one minimum order is left", () => {
    expect(stockText({ availableQuantity: 0, minQuantity: 1 })).toBe("Sold out");
    expect(stockText({ availableQuantity: 4, minQuantity: 5 })).toBe("Sold out");
    expect(stockLevel({ availableQuantity: 0, minQuantity: 0 })).toBe("sold-out");
  });
});
