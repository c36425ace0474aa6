import type { Review, ReviewCreate } from "@shop/contract";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authUser, reviews } from "../../db/schema.ts";

export async function listReviews(db: Db): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt));
  return rows.map(({ id, userId: _userId, createdAt: _createdAt, ...review }) => ({ _id: id, ...review }));
}

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
