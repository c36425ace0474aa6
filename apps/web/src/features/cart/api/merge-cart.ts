import type { CartMerge } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { readVisitorCart } from "../visitor-cart.ts";
import { clearVisitorCart } from "../visitor-cart-changes.ts";
import { cartKeys } from "./keys.ts";

/**
 * On sign-in, the visitor's lines join the account's cart on the server (a part in both keeps the
 * larger quantity); the browser's copy is then emptied, so it is merged once.
 */
export async function mergeVisitorCart(queryClient: QueryClient) {
  const lines = readVisitorCart();
  if (lines.length === 0) return;
  const cart = await apiRequest("/cart/merge", {
    method: "POST",
    body: { lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) } satisfies CartMerge,
    answer: "cart",
    auth: true,
  });
  clearVisitorCart();
  queryClient.setQueryData(cartKeys.mine(), cart);
  // A read of the account's cart sent before the merge (the checkout's, say) may answer after
  // it, empty: refetched, not kept, as are the cart's other quotes.
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
