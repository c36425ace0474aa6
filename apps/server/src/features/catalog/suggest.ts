import type { Suggestions } from "@shop/contract";
import { desc, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { likeText } from "../../shared/paging.ts";
import { searchFor } from "./search.ts";

/** How many of each a search box shows. */
const SHOWN = { parts: 6, categories: 4, brands: 4 };

/**
 * Suggestions as a customer types (`GET /api/search/suggest`): the best parts by the catalog's
 * own search, and the categories and brands whose name contains the text or resembles it.
 */
export async function suggest(db: Db, text: string): Promise<Suggestions> {
  const search = await searchFor(db, text);
  const named = async (table: "categories" | "brands", limit: number) =>
    rowsOf<{ slug: string; name: string }>(
      await db.execute(sql`select slug, name from ${sql.identifier(table)}
        where name ilike ${likeText(text)} or ${text} <% name
        order by word_similarity(${text}, name) desc, name limit ${limit}`),
    );
  const [found, inCategories, inBrands] = await Promise.all([
    search
      ? db
          .select({ _id: parts.id, name: parts.name, sku: parts.sku, img: parts.img, priceCents: parts.priceCents })
          .from(sql`${search.rankedRows(search.where)} c`)
          .innerJoin(parts, sql`${parts.id} = c.id`)
          .orderBy(sql`c.rank desc`, desc(parts.id))
          .limit(SHOWN.parts)
      : [],
    named("categories", SHOWN.categories),
    named("brands", SHOWN.brands),
  ]);
  return {
    parts: found.map(({ priceCents, ...p }) => ({ ...p, price: priceCents / 100 })),
    categories: inCategories,
    brands: inBrands,
  };
}
