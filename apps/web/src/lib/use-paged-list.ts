import { useSearchParams } from "react-router";
import { type ListPlace, listQuery, readListPlace, withFilters } from "./paged-list.ts";

/**
 * The page of a list that the address names, and a way to search or filter it, which starts again
 * at its first page. Going to another page is a link (the Pager), so it is in the browser's history.
 */
export function usePagedList<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const place: ListPlace<F> = readListPlace(params, filterNames);
  const filter = (change: Partial<Record<F, string>>) => setParams(listQuery(withFilters(place, change)));
  return { place, filter };
}
