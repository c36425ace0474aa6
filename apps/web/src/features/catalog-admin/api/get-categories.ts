import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogAdminKeys } from "./keys.ts";

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogAdminKeys.categories(),
    queryFn: () => apiRequest("/admin/categories", { answer: "adminCategories", auth: true }),
  });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
