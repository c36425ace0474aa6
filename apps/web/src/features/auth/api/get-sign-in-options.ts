import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { authKeys } from "./keys.ts";

/** Whether this shop offers Google sign-in: a setting of the server, the same for its whole run. */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.signInOptions,
    queryFn: () => apiRequest("/sign-in-options", { answer: "signInOptions" }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignInOptions = () => useQuery(signInOptionsQueryOptions());
