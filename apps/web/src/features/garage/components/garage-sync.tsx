import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useCurrentUser } from "../../../lib/session.ts";
import { useHasLocalBikes } from "../has-bikes.ts";

/**
 * Signing in merges a visitor's bikes into the account (issue 32): each is sent to the garage
 * (the same bike already there is answered, not added twice), the active one last and kept
 * active, and the browser's copy is emptied once all are in. Its code is loaded only when there
 * is something to merge.
 */
export function GarageSync() {
  const { user } = useCurrentUser();
  const hasLocal = useHasLocalBikes();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    if (!user || !hasLocal || merging.current) return;
    merging.current = true;
    import("../merge-garage.ts")
      .then((m) => m.mergeGarage(queryClient))
      .catch(() => {
        // Kept in the browser: the next page tries again.
      })
      .finally(() => {
        merging.current = false;
      });
  }, [user, hasLocal, queryClient]);
  return null;
}
