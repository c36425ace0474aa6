import { PAGE_SIZES, type Part, type PartSort, type PartsQuery } from "@shop/contract";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type Db, namedByText } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { keyColumn, type Page, readPage } from "../../shared/paging.ts";
import { readSortedPage, type SortKey } from "../../shared/sorted-paging.ts";
import { conditionsBut, resolveQuery } from "./filters.ts";
import { shownColumns, toPart, withShownJoins } from "./part-view.ts";
import type { Search } from "./search.ts";

/*
 * A page of the catalog: the filters on `parts` alone, in the order asked, by keyset. Newest
 * first (the default, and what every list did before) keeps its cursors; a search without a sort
 * reads best match first.
 */

const SORTS: Record<Exclude<PartSort, "newest">, SortKey> = {
  price: { code: "price", value: parts.priceCents, kind: "int", descending: false },
  "-price": { code: "-price", value: parts.priceCents, kind: "int", descending: true },
  name: { code: "name", value: parts.name, kind: "text", descending: false },
  bestselling: { code: "bestselling", value: parts.soldUnits, kind: "int", descending: true },
};
/** Best match first, over the columns of the search's ranked candidates (`rankedRows`). */
const RELEVANCE: SortKey = { code: "relevance", value: sql`c.rank`, kind: "float", descending: true };

export type CatalogPage = Page<Part> & {
  /** The answer depends on stock beyond the parts it shows: forget it on any order. */
  followsStock: boolean;
};

export async function listCatalog(db: Db, query: PartsQuery): Promise<CatalogPage> {
  const { filters, search } = await resolveQuery(db, query);
  const where = conditionsBut(filters, "");
  const limit = query.limit ?? PAGE_SIZES.parts;
  // A search without a sort reads best match first, chosen among its ranked matches only.
  const byRank = search && !query.sort ? search : undefined;
  const page = byRank
    ? await rankedPage(db, byRank, where, query.cursor, limit)
    : query.sort && query.sort !== "newest"
      ? await sortedPage(db, SORTS[query.sort], where, query.cursor, limit)
      : await newestPage(db, where, query.cursor, limit);
  return {
    ...page,
    items: page.items.map(toPart),
    followsStock: query.inStock === true || query.sort === "bestselling",
  };
}

/**
 * The rows of a page with all they show, in one statement: the page's ids are `chosen` by the
 * filters and the order (an index range of `parts`, or a search's ranked candidates), then only
 * those rows are read whole, in `order`. Its text follows the query's shape only, so it is named
 * after it (decision 0111).
 */
function pageRows<K extends Record<string, SQL>>(db: Db, key: K, chosen: SQL | PgSelect, order: SQL[]) {
  const page = withShownJoins(
    db
      .select({ ...key, ...shownColumns })
      .from(parts)
      .$dynamic(),
  )
    .where(inArray(parts.id, chosen))
    .orderBy(...order);
  return namedByText(page.prepare("")).execute();
}

/** The ids of a page of `parts` itself, by the filters and the order. */
const chosenFrom = (db: Db, where: SQL | undefined, order: SQL[], take: number) =>
  db
    .select({ id: parts.id })
    .from(parts)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .$dynamic();

async function newestPage(db: Db, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readPage(parts, cursor, limit, (keyset, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    const byAge = [order(parts.createdAt), order(parts.id)];
    return pageRows(db, { key: keyColumn(parts.createdAt) }, chosenFrom(db, and(where, keyset), byAge, take), byAge);
  });
}

async function sortedPage(db: Db, key: SortKey, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readSortedPage(key, parts.id, cursor, limit, (keyset, order, take) =>
    pageRows(
      db,
      { sortValue: sql<number | string>`${key.value}` },
      chosenFrom(db, and(where, keyset), order, take),
      order,
    ),
  );
}

/**
 * A search's page, best match first: chosen among its candidates by the rank each got in the read
 * that found it (`rankedRows`), not by reading every candidate again to rank it. A search whose
 * words a tenth of the catalog has ranks a thousand of them for each page; read again, that was
 * half of its time. The page's own rows are ranked again, the same way, to be ordered.
 */
async function rankedPage(db: Db, search: Search, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readSortedPage(RELEVANCE, sql`c.id`, cursor, limit, (keyset, order, take, descending) => {
    const chosen = sql`(select c.id from ${search.rankedRows(where)} c ${keyset ? sql`where ${keyset}` : sql``}
      order by ${sql.join(order, sql`, `)} limit ${take})`;
    const by = descending ? desc : asc;
    return pageRows(db, { sortValue: sql<number>`${search.rank}` }, chosen, [by(search.rank), by(parts.id)]);
  });
}
