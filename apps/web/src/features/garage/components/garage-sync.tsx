import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useCurrentUser } from "../../../lib/session.ts";
import { postBike } from "../api/garage.ts";
import { garageKeys } from "../api/keys.ts";
import { readLocalGarage, writeLocalGarage } from "../local-garage.ts";

/**
 * Signing in merges a visitor's bikes into the account (issue 32): each is sent to the garage
 * (the same bike already there is answered, not added twice), the active one last and kept
 * active, and the browser's copy is emptied once all are in.
 */
export function GarageSync() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    const local = user ? readLocalGarage() : [];
    if (!user || local.length === 0 || merging.current) return;
    merging.current = true;
    const inOrder = [...local.filter((b) => !b.active), ...local.filter((b) => b.active)];
    (async () => {
      for (const b of inOrder) {
        await postBike({
          name: b.name,
          ...(b.bike ? { model: { ...b.bike, standards: b.standards } } : { standards: b.standards }),
          ...(b.active && { active: true }),
        });
      }
      writeLocalGarage([]);
    })()
      .catch(() => {
        // Kept in the browser: the next page tries again.
      })
      .finally(() => {
        merging.current = false;
        void queryClient.invalidateQueries({ queryKey: garageKeys.mine() });
      });
  }, [user, queryClient]);
  return null;
}
