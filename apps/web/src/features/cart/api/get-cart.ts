import type { Cart, CartQuoteQuery } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useVisitorCart, type VisitorCartLine } from "../visitor-cart.ts";
import { cartKeys } from "./keys.ts";
import { myCartQueryOptions } from "./my-cart.ts";

/** A visitor's lines priced as the account's cart would be; the server keeps nothing. */
export const visitorCartQueryOptions = (lines: readonly VisitorCartLine[], quote: CartQuoteQuery = {}) =>
  queryOptions({
    queryKey: cartKeys.visitor(lines, quote),
    queryFn: () =>
      apiRequest("/cart/quote", {
        method: "POST",
        body: { lines: lines.map(({ partId, quantity }) => ({ partId, quantity })), ...quote },
        answer: "cart",
      }),
    placeholderData: keepPreviousData,
  });

/** A visitor's quote knows only today's prices: a line's price changed when it differs from the one it was added at. */
export function withAddedPrices(cart: Cart, lines: readonly VisitorCartLine[]): Cart {
  const added = new Map(lines.map((l) => [l.partId, l.price]));
  return {
    ...cart,
    lines: cart.lines.map((line) => {
      const addedPrice = added.get(line.partId) ?? line.addedPrice;
      return { ...line, addedPrice, priceChanged: line.priceChanged || addedPrice !== line.unitPrice };
    }),
  };
}

/**
 * The cart of whoever is here: the account's once signed in, else the visitor's. `enabled` is
 * false while the session loads, so a signed-in customer never sees the visitor's cart flash.
 */
export function useCart(quote: CartQuoteQuery = {}) {
  const { user, pending } = useCurrentUser();
  const visitorLines = useVisitorCart();
  const mine = useQuery({ ...myCartQueryOptions(quote), enabled: !!user });
  const visitor = useQuery({
    ...visitorCartQueryOptions(visitorLines, quote),
    enabled: !user && !pending && visitorLines.length > 0,
    select: (cart) => withAddedPrices(cart, visitorLines),
  });
  return { signedIn: !!user, pending, visitorLines, query: user ? mine : visitor };
}
