import { PAGE_SIZES, type Part, type PartSort, type PartsQuery } from "@shop/contract";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, namedByText } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { keyColumn, type Page, readPage } from "../../shared/paging.ts";
import { readSortedPage, type SortKey } from "../../shared/sorted-paging.ts";
import { resolveQuery } from "./filters.ts";
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
const relevance = (search: Search): SortKey => ({
  code: "relevance",
  value: search.rank,
  kind: "float",
  descending: true,
});

export type CatalogPage = Page<Part> & {
  /** The answer depends on stock beyond the parts it shows: forget it on any order. */
  followsStock: boolean;
};

export async function listCatalog(db: Db, query: PartsQuery): Promise<CatalogPage> {
  const { filters, search } = await resolveQuery(db, query);
  const where = and(
    filters.category,
    filters.brand,
    filters.price,
    filters.inStock,
    filters.text,
    ...filters.specs.values(),
  );
  const limit = query.limit ?? PAGE_SIZES.parts;
  // A search without a sort reads best match first, chosen among its ranked matches only.
  const byRank = search && !query.sort ? search : undefined;
  const sortKey = query.sort && query.sort !== "newest" ? SORTS[query.sort] : byRank && relevance(byRank);
  const page = sortKey
    ? await sortedPage(db, sortKey, byRank ? byRank.ranked(where) : where, query.cursor, limit)
    : await newestPage(db, where, query.cursor, limit);
  return {
    ...page,
    items: page.items.map(toPart),
    followsStock: query.inStock === true || query.sort === "bestselling",
  };
}

/**
 * The rows of a page with all they show, in one statement: the page's ids are chosen by the
 * filters and the order on `parts` alone (an index range), then only those rows are read whole.
 * Its text follows the query's shape only, so it is named after it (decision 0111).
 */
function pageRows<K extends Record<string, SQL>>(db: Db, key: K, where: SQL | undefined, order: SQL[], take: number) {
  const chosen = db
    .select({ id: parts.id })
    .from(parts)
    .where(where)
    .orderBy(...order)
    .limit(take);
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

async function newestPage(db: Db, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readPage(parts, cursor, limit, (keyset, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return pageRows(
      db,
      { key: keyColumn(parts.createdAt) },
      and(where, keyset),
      [order(parts.createdAt), order(parts.id)],
      take,
    );
  });
}

async function sortedPage(db: Db, key: SortKey, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readSortedPage(key, parts.id, cursor, limit, (keyset, order, take) =>
    pageRows(db, { sortValue: sql<number | string>`${key.value}` }, and(where, keyset), order, take),
  );
}
