import { useSyncExternalStore } from "react";

/**
 * Whether the browser holds a visitor's cart at all, read without parsing it: the navbar loads
 * the cart's code (the count, the merge on sign-in) only when there is a cart to count or merge,
 * so that a first visit's pages carry none of it. The key is visitor-cart.ts's.
 */
export const VISITOR_CART_KEY = "cart";
/** Said on `window` by every change of the visitor's cart in this tab (other tabs' come as storage events). */
export const CART_CHANGED_EVENT = "shop:cart-changed";

const has = () => {
  try {
    return localStorage.getItem(VISITOR_CART_KEY) !== null;
  } catch {
    return false;
  }
};
function subscribe(listener: () => void) {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

export const useHasVisitorCart = () => useSyncExternalStore(subscribe, has, () => false);
