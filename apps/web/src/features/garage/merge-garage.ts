import type { QueryClient } from "@tanstack/react-query";
import { garageKeys } from "./api/keys.ts";
import { postBike } from "./api/post-bike.ts";
import { readLocalGarage, writeLocalGarage } from "./local-garage.ts";

/** Sends the browser's bikes to the signed-in account, the active one last, then forgets them. */
export async function mergeGarage(queryClient: QueryClient) {
  const local = readLocalGarage();
  const inOrder = [...local.filter((b) => !b.active), ...local.filter((b) => b.active)];
  try {
    for (const b of inOrder) {
      await postBike({
        name: b.name,
        ...(b.bike ? { model: { ...b.bike, standards: b.standards } } : { standards: b.standards }),
        ...(b.active && { active: true }),
      });
    }
    writeLocalGarage([]);
  } finally {
    await queryClient.invalidateQueries({ queryKey: garageKeys.mine() });
  }
}
