/*
 * Where a paged list stands, as its address says it (docs/decisions/0017): the cursor of its page,
 * copied from the API's `Link` header, the page's number for people, and the list's search and
 * filters. Kept in the query string, so a reload or a shared link opens the same page.
 */

/** A list's page as its address names it. Page 1 is the top of the list and has no cursor. */
export type ListPlace<F extends string = string> = { cursor?: string; page: number; filters: Record<F, string> };

/** The place an address's query names; a cursor without a sane page number is page 2. */
export function readListPlace<F extends string>(params: URLSearchParams, filterNames: readonly F[]): ListPlace<F> {
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ""]));
  const cursor = params.get("cursor") || undefined;
  const number = Math.trunc(Number(params.get("page")));
  const page = cursor ? (Number.isSafeInteger(number) && number >= 2 ? number : 2) : 1;
  return { ...(cursor && { cursor }), page, filters: filters as Record<F, string> };
}

/** The query string of a place: its filters that are set, then its page (none for page 1). */
export function listQuery(place: ListPlace): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(place.filters)) if (value) params.set(name, value);
  if (place.cursor && place.page > 1) {
    params.set("page", String(place.page));
    params.set("cursor", place.cursor);
  }
  return params.size > 0 ? `?${params}` : "";
}

/** The first page of the list with these filters changed. */
export const withFilters = <F extends string>(
  place: ListPlace<F>,
  change: Partial<Record<F, string>>,
): ListPlace<F> => ({
  page: 1,
  filters: { ...place.filters, ...change },
});

/** A page of a list with any kind of filters (the catalog's are more than texts). */
type PlaceOf<T> = { cursor?: string; page: number; filters: T };

/**
 * The pages before and after the one shown, from the cursors its answer carried. "Previous" to
 * page 1 goes to the top itself, so page 1 is always the newest rows; from an empty page (its
 * rows deleted meanwhile) it goes to the top as well, having no cursor to go back by.
 */
export function neighbours<T>(place: PlaceOf<T>, answer: { next?: string; prev?: string }) {
  const top: PlaceOf<T> = { page: 1, filters: place.filters };
  const previous =
    place.page <= 1
      ? undefined
      : place.page === 2 || !answer.prev
        ? top
        : { cursor: answer.prev, page: place.page - 1, filters: place.filters };
  const next = answer.next ? { cursor: answer.next, page: place.page + 1, filters: place.filters } : undefined;
  return { previous, next };
}

/** The API's query for a place: its filters that are set and its cursor. */
export function apiQuery(place: ListPlace, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(place.filters)) if (value) params.set(name, value);
  if (place.cursor) params.set("cursor", place.cursor);
  return params.size > 0 ? `?${params}` : "";
}
