import { useSyncExternalStore } from "react";

/*
 * Whether this browser keeps a visitor's bikes, without reading them: the header and the sign-in
 * merge ask this on every page, and load the garage's own code only when the answer is yes (most
 * visits have no bike), which keeps the home page's scripts within their budget. It names the
 * key and the event of local-garage.ts without importing it (has-bikes.test.ts keeps them alike).
 */

export const GARAGE_KEY = "bph.garage";
/** Sent when this tab writes the garage (the `storage` event tells of other tabs only). */
export const GARAGE_CHANGED = "bph-garage-changed";

const hasBikes = () => {
  try {
    return window.localStorage.getItem(GARAGE_KEY) !== null;
  } catch {
    return false;
  }
};

function subscribe(listener: () => void) {
  window.addEventListener(GARAGE_CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(GARAGE_CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}

export const useHasLocalBikes = () => useSyncExternalStore(subscribe, hasBikes, () => false);
