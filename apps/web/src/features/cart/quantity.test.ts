import { orderAtLeast, orderAtMost } from "@shop/contract/messages";
import { expect, it } from "vitest";
import { addedQuantity, keptQuantity } from "./quantity.ts";

it("keeps a quantity between the minimum and the stock", () => {
  expect(keptQuantity(5, 2, 10)).toEqual({ quantity: 5 });
  expect(keptQuantity(2, 2, 10)).toEqual({ quantity: 2 });
  expect(keptQuantity(10, 2, 10)).toEqual({ quantity: 10 });
});

it("raises a quantity below the minimum to it, with the spec's message", () => {
  expect(keptQuantity(1, 2, 10)).toEqual({ quantity: 2, refusal: orderAtLeast(2) });
  expect(keptQuantity(Number.NaN, 3, 10)).toEqual({ quantity: 3, refusal: orderAtLeast(3) });
});

it("lowers a quantity above the stock to it, with the spec's message", () => {
  expect(keptQuantity(11, 2, 10)).toEqual({ quantity: 10, refusal: orderAtMost(10) });
});

it("adds a part at its minimum, then one unit at a time up to the stock", () => {
  expect(addedQuantity(0, 3, 10)).toBe(3);
  expect(addedQuantity(3, 3, 10)).toBe(4);
  expect(addedQuantity(10, 3, 10)).toBe(10);
});
