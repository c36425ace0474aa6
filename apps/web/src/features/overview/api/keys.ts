/** The query keys of the admin's overview: one answer. */
export const overviewKeys = { all: ["overview"] as const };
