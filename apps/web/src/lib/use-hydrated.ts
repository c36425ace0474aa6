import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the pre-rendered HTML and while React takes it over, true from then on. A control
 * that needs a script to work uses it to stay disabled until it does: pre-rendered pages ask for
 * their scripts only after they have painted (docs/decisions/0006).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
