import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type BikeFilter, fitQuery } from "../bike.ts";
import { garageKeys } from "./keys.ts";

/**
 * Several parts' verdicts against a bike in one request (the cart's lines). The ids are sorted,
 * so the same parts ask the same address whatever the lines' order.
 */
export function useFitVerdicts(partIds: string[], bike: BikeFilter | undefined) {
  const ids = [...new Set(partIds)].sort();
  const path = `/fit-verdicts?${bike ? fitQuery(bike) : ""}&parts=${ids.join(",")}`;
  return useQuery({
    queryKey: garageKeys.fitVerdicts(path),
    queryFn: () => apiRequest(path, { answer: "fitVerdicts" }),
    enabled: bike !== undefined && ids.length > 0,
    meta: { keepOnSignOut: true },
  });
}
