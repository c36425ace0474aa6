import { orderAtLeast, orderAtMost } from "@shop/contract/messages";

/**
 * A cart line's quantity kept between the part's minimum and what is in stock: a number outside
 * them (or none) becomes the nearest allowed one, with the spec's message saying why ('You have
 * to order at least 10 products', 'You can order highest 40 products'). The server checks again.
 */
export function keptQuantity(wanted: number, min: number, max: number): { quantity: number; refusal?: string } {
  if (!Number.isFinite(wanted) || wanted < min) return { quantity: min, refusal: orderAtLeast(min) };
  if (wanted > max) return { quantity: max, refusal: orderAtMost(max) };
  return { quantity: Math.trunc(wanted) };
}

/**
 * A part added to the cart: a new line starts at the part's minimum, a line already there gets
 * one unit more; never more than is in stock.
 */
export const addedQuantity = (current: number, min: number, available: number) =>
  Math.min(current === 0 ? min : current + 1, available);
