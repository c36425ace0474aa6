import type { ListPlace } from "../../../lib/paged-list.ts";

const all = ["discounts"] as const;

/** The query keys of the owner's discount codes. Each starts with `discountKeys.all`. */
export const discountKeys = {
  all,
  /** A page of the codes' table. */
  list: (place: ListPlace) => [...all, "list", place.cursor ?? null] as const,
};
