import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { adminKeys } from "./keys.ts";

/** The spec's admin check: a server call for the user's e-mail. */
export const adminQueryOptions = (email: string) =>
  queryOptions({
    queryKey: adminKeys.detail(email),
    queryFn: () => apiRequest(`/admin/${encodeURIComponent(email)}`, { answer: "admin", auth: true }),
    select: (answer) => answer.admin,
  });

export const useIsAdmin = (email: string | undefined) =>
  useQuery({ ...adminQueryOptions(email ?? ""), enabled: Boolean(email) });
