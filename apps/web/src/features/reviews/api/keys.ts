const all = ["reviews"] as const;

/** The query keys of reviews. Each starts with `reviewKeys.all`: invalidating it refreshes them all. */
export const reviewKeys = {
  all,
  /** The newest reviews, read a page at a time. */
  list: () => [...all, "list"] as const,
  /** The count of all reviews and their average stars. */
  summary: () => [...all, "summary"] as const,
};
