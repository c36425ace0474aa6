import { useSyncExternalStore } from "react";

/** The spec's key: the access token lives in local storage, so it is shared by every tab. */
const KEY = "accessToken";
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export const getAccessToken = (): string | null =>
  typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);

export function setAccessToken(token: string) {
  localStorage.setItem(KEY, token);
  notify();
}

export function clearAccessToken() {
  localStorage.removeItem(KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes local storage; this tab follows.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const useAccessToken = () => useSyncExternalStore(subscribe, getAccessToken, () => null);
