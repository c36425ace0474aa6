import { BIKES_PAGE, type BikeModel, type BikesQuery } from "@shop/contract";
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bikeModels } from "../../db/schema.ts";
import { likeText, type Page } from "../../shared/paging.ts";
import { readSortedPage, type SortKey } from "../../shared/sorted-paging.ts";

/*
 * The bike models ("search your bike", issue 32), by name (brand, model, year) in keyset pages.
 * A search keeps the models that have every word somewhere in their name, each word one match
 * of the trigram index on that name.
 */

const BY_NAME: SortKey = { code: "bike", value: bikeModels.searchText, kind: "text", descending: false };

export const shownModel = (row: typeof bikeModels.$inferSelect): BikeModel => ({
  _id: row.id,
  brand: row.brand,
  model: row.model,
  year: row.year,
  standards: row.standards,
});

export async function listBikes(db: Db, query: BikesQuery): Promise<Page<BikeModel>> {
  const words = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const where: SQL | undefined = and(...words.map((w) => sql`${bikeModels.searchText} like ${likeText(w)}`));
  const page = await readSortedPage(
    BY_NAME,
    bikeModels.id,
    query.cursor,
    query.limit ?? BIKES_PAGE,
    (keyset, order, take) =>
      db
        .select()
        .from(bikeModels)
        .where(and(where, keyset))
        .orderBy(...order)
        .limit(take)
        .then((rows) => rows.map((r) => ({ ...r, sortValue: r.searchText }))),
  );
  return { ...page, items: page.items.map(shownModel) };
}
