import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { catalogKeys } from "./keys.ts";

/** The whole category tree (a few dozen rows): the header's menu, breadcrumbs and category pages. */
export const categoriesOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => apiRequest("/categories", { answer: "categories" }),
    meta: { keepOnSignOut: true },
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesOptions());
