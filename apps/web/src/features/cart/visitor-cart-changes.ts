import { CART_LINES_MAX, CART_QUANTITY_MAX } from "@shop/contract/cart-limits";
import { readVisitorCart, STORAGE_KEY, storage, type VisitorCartLine, visitorCartChanged } from "./visitor-cart.ts";

function write(lines: VisitorCartLine[]) {
  try {
    if (lines.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Nothing more can be kept: the cart stays as it was.
  }
  visitorCartChanged();
}

/**
 * The line's quantity set (0 takes it out). A new line keeps `price` as the price it was added
 * at; an existing one keeps its own. A full cart takes no new line: answers false.
 */
export function setVisitorLine(partId: string, quantity: number, price: number): boolean {
  const lines = readVisitorCart();
  const index = lines.findIndex((l) => l.partId === partId);
  if (quantity <= 0) {
    write(lines.filter((l) => l.partId !== partId));
    return true;
  }
  const kept = Math.min(quantity, CART_QUANTITY_MAX);
  if (index < 0) {
    if (lines.length >= CART_LINES_MAX) return false;
    write([...lines, { partId, quantity: kept, price }]);
    return true;
  }
  write(lines.map((l, i) => (i === index ? { ...l, quantity: kept } : l)));
  return true;
}

/** The lines as the server last priced them: quantities it lowered or raised, lines it removed. */
export function keepVisitorLines(priced: { partId: string; quantity: number }[]) {
  const byId = new Map(priced.map((l) => [l.partId, l.quantity]));
  const lines = readVisitorCart();
  const next = lines.flatMap((l) => {
    const quantity = byId.get(l.partId);
    return quantity === undefined ? [] : [{ ...l, quantity }];
  });
  if (next.length !== lines.length || next.some((l, i) => l.quantity !== lines[i]?.quantity)) write(next);
}

export const clearVisitorCart = () => write([]);
