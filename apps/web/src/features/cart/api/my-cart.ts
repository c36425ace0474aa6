import type { CartQuoteQuery } from "@shop/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

const search = (quote: CartQuoteQuery) => {
  const params = new URLSearchParams();
  if (quote.shippingMethodId) params.set("shippingMethodId", quote.shippingMethodId);
  if (quote.country) params.set("country", quote.country);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The signed-in account's cart, kept on the server: the same on every device. On its own, since
 * the navbar's count (on every page) needs only this of the cart's queries.
 */
export const myCartQueryOptions = (quote: CartQuoteQuery = {}) =>
  queryOptions({
    queryKey: cartKeys.mine(quote),
    queryFn: () => apiRequest(`/cart${search(quote)}`, { answer: "cart", auth: true }),
    placeholderData: keepPreviousData,
  });
