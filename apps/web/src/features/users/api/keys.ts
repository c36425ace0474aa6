import type { ListPlace } from "../../../lib/paged-list.ts";

const all = ["users"] as const;

/** The query keys of users. Each starts with `userKeys.all`: invalidating it refreshes them all. */
export const userKeys = {
  all,
  /** A page of Make Admin's table. */
  list: (place: ListPlace) => [...all, "list", place.filters, place.cursor ?? null] as const,
};
