import { CART_LINES_MAX } from "@shop/contract/cart-limits";
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseVisitorCart, readVisitorCart, unitsOf } from "./visitor-cart.ts";
import { clearVisitorCart, keepVisitorLines, setVisitorLine } from "./visitor-cart-changes.ts";

/** The browser's storage as the Web Storage API defines it, kept in memory (node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}

beforeEach(() => {
  Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
});

it("reads nothing but well-formed lines from the browser", () => {
  expect(parseVisitorCart(null)).toEqual([]);
  expect(parseVisitorCart("not json")).toEqual([]);
  expect(parseVisitorCart('{"partId":"a"}')).toEqual([]);
  const good = { partId: "a", quantity: 2, price: 9.5 };
  expect(parseVisitorCart(JSON.stringify([good, { partId: "b", quantity: 0, price: 1 }, { quantity: 1 }]))).toEqual([
    good,
  ]);
});

it("adds a line with the price it was added at, changes its quantity and takes it out at 0", () => {
  expect(setVisitorLine("a", 2, 10)).toBe(true);
  expect(readVisitorCart()).toEqual([{ partId: "a", quantity: 2, price: 10 }]);
  // A later price does not replace the one it was added at: that is how a change is noticed.
  setVisitorLine("a", 5, 12);
  expect(readVisitorCart()).toEqual([{ partId: "a", quantity: 5, price: 10 }]);
  setVisitorLine("b", 1, 3);
  expect(unitsOf(readVisitorCart())).toBe(6);
  setVisitorLine("a", 0, 10);
  expect(readVisitorCart()).toEqual([{ partId: "b", quantity: 1, price: 3 }]);
  clearVisitorCart();
  expect(readVisitorCart()).toEqual([]);
});

it("answers the same lines while nothing changed, as useSyncExternalStore needs", () => {
  setVisitorLine("a", 2, 10);
  expect(readVisitorCart()).toBe(readVisitorCart());
});

it("takes no new line into a full cart", () => {
  for (let i = 0; i < CART_LINES_MAX; i++) expect(setVisitorLine(`p${i}`, 1, 1)).toBe(true);
  expect(setVisitorLine("one-more", 1, 1)).toBe(false);
  expect(readVisitorCart()).toHaveLength(CART_LINES_MAX);
  // A line already there still changes.
  expect(setVisitorLine("p0", 3, 1)).toBe(true);
});

it("follows the server's pricing: a line gone is taken out, a lowered quantity kept", () => {
  setVisitorLine("a", 5, 10);
  setVisitorLine("b", 2, 3);
  keepVisitorLines([{ partId: "a", quantity: 3 }]);
  expect(readVisitorCart()).toEqual([{ partId: "a", quantity: 3, price: 10 }]);
});
