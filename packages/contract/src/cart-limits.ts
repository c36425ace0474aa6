/**
 * The cart's limits as plain values, no zod, so the browser's own cart (kept before sign-in, on
 * every page's scripts) may import them too ("@shop/contract/cart-limits").
 */

/** The most lines one cart holds, and the most units of one line. */
export const CART_LINES_MAX = 50;
export const CART_QUANTITY_MAX = 1_000_000;
