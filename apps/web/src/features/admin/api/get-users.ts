import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const usersQueryOptions = () =>
  queryOptions({ queryKey: ["users"], queryFn: () => apiRequest("/users", { answer: "users", auth: true }) });

export const useUsers = () => useQuery(usersQueryOptions());
