import type { ListPlace } from "../../../lib/paged-list.ts";

const all = ["orders"] as const;

/** The query keys of orders. Each starts with `orderKeys.all`: invalidating it refreshes them all. */
export const orderKeys = {
  all,
  /** A page of Manage Order's table: every customer's orders. */
  list: (place: ListPlace) => [...all, "list", place.filters, place.cursor ?? null] as const,
  /** A page of My Orders: one customer's. */
  mine: (email: string, place: ListPlace) => [...all, "mine", email, place.cursor ?? null] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  /** A page of the admin's Returns (issue 31); under the orders', since a return changes its order's answer. */
  returns: (place: ListPlace) => [...all, "returns", place.filters, place.cursor ?? null] as const,
};
