import { CART_LINES_MAX, CART_QUANTITY_MAX } from "@shop/contract/cart-limits";
import { useSyncExternalStore } from "react";

/**
 * A visitor's cart, kept in the browser (localStorage) until they sign in, when it is merged into
 * the account's cart on the server and emptied here. Each line keeps the price it was added at,
 * so the cart page can say which prices changed since: the server's quote for a visitor knows
 * only the prices now. Every tab reads the same lines, and hears another tab's changes.
 */
export type VisitorCartLine = { partId: string; quantity: number; price: number };

const STORAGE_KEY = "cart";
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

const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

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

function write(lines: VisitorCartLine[]) {
  try {
    if (lines.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Nothing more can be kept: the cart stays as it was.
  }
  for (const listener of listeners) listener();
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
