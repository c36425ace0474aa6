import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { profileKeys } from "./keys.ts";

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileKeys.detail(email),
    queryFn: () => apiRequest(`/userInfo/${encodeURIComponent(email)}`, { answer: "profile", auth: true }),
  });

export const useProfile = (email: string) => useQuery(profileQueryOptions(email));
