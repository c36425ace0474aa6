import type { PartsQuery } from "@shop/contract";
import type { ListPlace } from "../../../lib/paged-list.ts";

const all = ["parts"] as const;

/**
 * The query keys of parts. Each starts with `partKeys.all`, so invalidating it refreshes every
 * list and every part at once, as a change of a part or of its stock must.
 */
export const partKeys = {
  all,
  /** A page of the shop's catalog (home page, /parts). */
  list: ({ q, limit, cursor }: PartsQuery) => [...all, "list", { q: q ?? "", limit, cursor: cursor ?? null }] as const,
  /** A page of Manage Product's table. */
  manageList: (place: ListPlace) => [...all, "manage", place.filters, place.cursor ?? null] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  /** The part as its edit form loads it: kept apart from the shop's copy, which may be older. */
  toEdit: (id: string) => [...all, "edit", id] as const,
};
