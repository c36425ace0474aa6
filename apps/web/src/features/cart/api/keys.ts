import type { CartQuoteQuery } from "@shop/contract";

const all = ["cart"] as const;

/** The query keys of the cart and the checkout. Each starts with `cartKeys.all`. */
export const cartKeys = {
  all,
  /** The signed-in account's cart, priced for a shipping method and a country. */
  mine: (quote: CartQuoteQuery = {}) =>
    [...all, "mine", quote.shippingMethodId ?? null, quote.country ?? null] as const,
  /** A visitor's lines (kept in the browser) priced by the server. */
  visitor: (lines: readonly { partId: string; quantity: number }[], quote: CartQuoteQuery = {}) =>
    [
      ...all,
      "visitor",
      lines.map((l) => [l.partId, l.quantity]),
      quote.shippingMethodId ?? null,
      quote.country ?? null,
    ] as const,
  /** The shipping methods the shop offers. */
  shippingMethods: () => [...all, "shipping-methods"] as const,
  /** The account's address book and the checkout form's prefill. */
  addresses: () => [...all, "addresses"] as const,
};
