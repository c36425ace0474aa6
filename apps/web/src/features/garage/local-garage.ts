import type { GarageBike } from "@shop/contract";
import { useSyncExternalStore } from "react";

/*
 * A visitor's garage, kept in the browser (localStorage) until they sign in, when its bikes are
 * sent to their account (merge-garage.ts) and it is emptied. The server renders it empty: the
 * browser's own bikes show once the scripts run.
 */

/**
 * Where the bikes are kept, and the event this tab sends when it writes them. has-bikes.ts, which
 * the header loads on every page, names them too without importing this module (a test keeps the
 * two the same).
 */
export const KEY = "bph.garage";
export const CHANGED = "bph-garage-changed";
const listeners = new Set<() => void>();
const EMPTY: GarageBike[] = [];
let cache: { text: string | null; bikes: GarageBike[] } = { text: null, bikes: EMPTY };

function read(): GarageBike[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (text === cache.text) return cache.bikes;
  let bikes: GarageBike[] = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) bikes = parsed.filter(isBike);
  } catch {
    bikes = EMPTY;
  }
  cache = { text, bikes };
  return bikes;
}

/** What another tab or an old version wrote is checked before it is used. */
const isBike = (b: GarageBike | null): b is GarageBike =>
  typeof b?._id === "string" && typeof b.name === "string" && typeof b.standards === "object";

export function writeLocalGarage(bikes: GarageBike[]) {
  try {
    if (bikes.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(bikes));
  } catch {
    // A browser that keeps nothing (private mode, full): the bike lasts as long as the page.
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(CHANGED));
}

export const readLocalGarage = read;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const useLocalGarage = () => useSyncExternalStore(subscribe, read, () => EMPTY);
