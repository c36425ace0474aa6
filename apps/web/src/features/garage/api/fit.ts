import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type BikeFilter, fitQuery } from "../bike.ts";
import { garageKeys } from "./keys.ts";

/** A part's verdict against a bike, and each of its variants'. */
export function useFit(partId: string, bike: BikeFilter | undefined) {
  const path = `/parts/${encodeURIComponent(partId)}/fit?${bike ? fitQuery(bike) : ""}`;
  return useQuery({
    queryKey: garageKeys.verdict(path),
    queryFn: () => apiRequest(path, { answer: "fit" }),
    enabled: bike !== undefined,
    meta: { keepOnSignOut: true },
  });
}

/** The few bike models a part fits: its page's structured data, loaded with the page. */
export const fittingModelsOptions = (partId: string) =>
  queryOptions({
    queryKey: garageKeys.fittingModels(partId),
    queryFn: () => apiRequest(`/parts/${encodeURIComponent(partId)}/bikes`, { answer: "fittingModels" }),
    meta: { keepOnSignOut: true },
  });
