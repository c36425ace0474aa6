import { PAGE_SIZES, type Review, type ReviewCreate, type ReviewSummary, type ReviewsQuery } from "@shop/contract";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, reviews, rowCounts } from "../../db/schema.ts";
import { keyColumn, readPage } from "../../shared/paging.ts";

/** A page of reviews, newest first, with the count of them all (kept by a trigger, one row). */
export async function listReviews(db: Db, query: ReviewsQuery) {
  const page = await readPage(reviews, query.cursor, query.limit ?? PAGE_SIZES.reviews, (where, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return db
      .select({ row: reviews, key: keyColumn(reviews.createdAt), id: reviews.id })
      .from(reviews)
      .where(where)
      .orderBy(order(reviews.createdAt), order(reviews.id))
      .limit(take);
  });
  const [count] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, "reviews"));
  return { ...page, items: page.items.map(({ row }) => toReview(row)), total: count?.n ?? 0 };
}

/**
 * The count of reviews and their average stars, from the two kept rows (migration 0015): the sum
 * is kept in hundredths of a star, so the average is exact to the decimal shown.
 */
export async function reviewSummary(db: Db): Promise<ReviewSummary> {
  const rows = await db
    .select({ name: rowCounts.name, n: rowCounts.n })
    .from(rowCounts)
    .where(inArray(rowCounts.name, ["reviews", "reviews.star_hundredths"]));
  const count = rows.find((r) => r.name === "reviews")?.n ?? 0;
  const hundredths = rows.find((r) => r.name === "reviews.star_hundredths")?.n ?? 0;
  return { count, average: count === 0 ? null : Math.round(hundredths / count / 10) / 10 };
}

const toReview = ({ id, userId: _userId, createdAt: _createdAt, ...review }: typeof reviews.$inferSelect): Review => ({
  _id: id,
  ...review,
});

/** Stores a review under the account's own name, whatever name was sent. */
export async function addReview(db: Db, author: { id: string; email: string }, review: ReviewCreate): Promise<string> {
  const [account] = await db.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, author.email));
  const { name: _ignored, ...fields } = review;
  const [row] = await db
    .insert(reviews)
    .values({ ...fields, userId: author.id, name: account?.name ?? author.email })
    .returning({ id: reviews.id });
  if (!row) throw new Error("The review could not be stored");
  return row.id;
}
