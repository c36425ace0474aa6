import { z } from "zod";
import { queryWholeNumber } from "./numbers.ts";
import { ORDER_STATUS_FILTERS, PAGE_MAX, PAGE_SIZES } from "./paging-rules.ts";

/** The page-size field of a list's query: 1 to PAGE_MAX, `fallback` when absent. */
const limit = (fallback: number) =>
  queryWholeNumber("The limit", 1, PAGE_MAX)
    .optional()
    .describe(`Items per page, 1 to ${PAGE_MAX} (more is refused with 400); default ${fallback}`);

/** A cursor is opaque: the server hands it out in the `Link` header and reads it back. */
const cursor = z
  .string()
  .max(600, "The page cursor is not valid")
  .regex(/^[A-Za-z0-9_-]+$/, "The page cursor is not valid")
  .optional()
  .describe('Where the page starts: copy it from the `Link` header (rel="next" or rel="prev") of the page before');

/** The fields every list's query has: a page size and where the page starts. */
export const pageQuery = (fallback: number) => ({ limit: limit(fallback), cursor });

const search = z.string().trim().max(100, "The search text is longer than 100 characters").optional();

export const reviewsQuerySchema = z.object(pageQuery(PAGE_SIZES.reviews));
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const usersQuerySchema = z.object({
  q: search.describe("Only users whose e-mail address contains this text (case aside)"),
  ...pageQuery(PAGE_SIZES.users),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const allOrdersQuerySchema = z.object({
  q: search.describe(
    "Only orders whose customer e-mail or the part name of any of its lines contains this text (case aside)",
  ),
  status: z
    .enum(ORDER_STATUS_FILTERS, { message: `The status must be one of ${ORDER_STATUS_FILTERS.join(", ")}` })
    .optional()
    .describe("Only orders with this status"),
  ...pageQuery(PAGE_SIZES.orders),
});
export type AllOrdersQuery = z.infer<typeof allOrdersQuerySchema>;
