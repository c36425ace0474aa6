import type { TaxSettings } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { settingsKeys } from "./keys.ts";

export const taxQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.tax(),
    queryFn: () => apiRequest("/admin/tax", { answer: "taxSettings", auth: true }),
  });

export const useTaxSettings = () => useQuery(taxQueryOptions());

/** The tax settings replaced whole; the answer is what the server keeps. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TaxSettings) =>
      apiRequest("/admin/tax", { method: "PUT", body: settings, answer: "taxSettings", auth: true }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.tax(), saved),
  });
}
