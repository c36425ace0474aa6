import type { Cart } from "@shop/contract";
import { expect, it } from "vitest";
import { withAddedPrices } from "./get-cart.ts";

const line = (partId: string, unitPrice: number) => ({
  partId,
  name: partId,
  img: "",
  sku: partId,
  options: {},
  unitPrice,
  addedPrice: unitPrice,
  priceChanged: false,
  quantity: 1,
  minQuantity: 1,
  availableQuantity: 5,
  weight: null,
  lineTotal: unitPrice,
  discount: 0,
});
const cart = (lines: Cart["lines"]): Cart => ({
  lines,
  itemCount: lines.length,
  notices: [],
  shippingMethodId: null,
  country: "DE",
  subtotal: 0,
  discount: 0,
  discountCode: null,
  shipping: 0,
  tax: 0,
  total: 0,
  pricesIncludeTax: true,
  shippingAvailable: true,
});

it("marks a visitor's line whose price differs from the one it was added at", () => {
  const priced = withAddedPrices(cart([line("a", 12), line("b", 3)]), [
    { partId: "a", quantity: 1, price: 10 },
    { partId: "b", quantity: 1, price: 3 },
  ]);
  expect(priced.lines.map((l) => [l.partId, l.addedPrice, l.priceChanged])).toEqual([
    ["a", 10, true],
    ["b", 3, false],
  ]);
});
