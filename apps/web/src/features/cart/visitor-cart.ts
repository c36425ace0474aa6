import { CART_LINES_MAX, CART_QUANTITY_MAX } from "@shop/contract/cart-limits";
import { useSyncExternalStore } from "react";
import { CART_CHANGED_EVENT, VISITOR_CART_KEY } from "./has-cart.ts";

/**
 * A visitor's cart, kept in the browser (localStorage) until they sign in, when it is merged into
 * the account's cart on the server and emptied here. This module reads it (the navbar's count);
 * visitor-cart-changes.ts changes it (the cart page). Each line keeps the price it was added at,
 * so the cart page can say which prices changed since: the server's quote for a visitor knows
 * only the prices now. Every tab reads the same lines, and hears another tab's changes.
 */
export type VisitorCartLine = { partId: string; quantity: number; price: number };

export const STORAGE_KEY = VISITOR_CART_KEY;
const NONE: VisitorCartLine[] = [];
let cached: { raw: string | null; lines: VisitorCartLine[] } = { raw: null, lines: NONE };
const listeners = new Set<() => void>();

const isLine = (x: unknown): x is VisitorCartLine => {
  const l = x as VisitorCartLine;
  return (
    typeof l?.partId === "string" &&
    Number.isSafeInteger(l.quantity) &&
    l.quantity >= 1 &&
    l.quantity <= CART_QUANTITY_MAX &&
    typeof l.price === "number"
  );
};

/** What the browser holds; anything that is not a list of lines (edited by hand, an old format) is no cart. */
export function parseVisitorCart(raw: string | null): VisitorCartLine[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isLine).slice(0, CART_LINES_MAX) : NONE;
  } catch {
    return NONE;
  }
}

export const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

/** The lines, the same array while nothing changed (useSyncExternalStore compares by identity). */
export function readVisitorCart(): VisitorCartLine[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (a private window's quota, a blocked site): an empty cart.
  }
  if (raw !== cached.raw) cached = { raw, lines: parseVisitorCart(raw) };
  return cached.lines;
}

/** Tells every reader in this tab that the lines changed (another tab's change comes as a storage event). */
export function visitorCartChanged() {
  for (const listener of listeners) listener();
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's lines; none while the page is rendered on the server (it has no browser storage). */
export const useVisitorCart = () => useSyncExternalStore(subscribe, readVisitorCart, () => NONE);

export const unitsOf = (lines: readonly { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);
