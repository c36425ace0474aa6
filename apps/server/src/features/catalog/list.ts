import { PAGE_SIZES, type Part, type PartSort, type PartsQuery } from "@shop/contract";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type Db, namedByText, preparedRaw, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { keyColumn, type Page, readPage } from "../../shared/paging.ts";
import { readSortedPage, type SortKey } from "../../shared/sorted-paging.ts";
import { conditionsBut, fitCheckHolds, NOT_READ, resolveQuery } from "./filters.ts";
import { type ShownRow, shownFrom, toPart } from "./part-view.ts";
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

export async function listCatalog(db: Db, query: PartsQuery, guess = true): Promise<CatalogPage> {
  const { filters, search, fitCheck } = await resolveQuery(db, query, { guess });
  const where = conditionsBut(filters, "");
  const limit = query.limit ?? PAGE_SIZES.parts;
  const read: PageRead = { db, check: fitCheck?.column, checked: [] };
  // A search without a sort reads best match first, chosen among its ranked matches only.
  const byRank = search && !query.sort ? search : undefined;
  const page = byRank
    ? await rankedPage(read, byRank, where, query.cursor, limit)
    : query.sort && query.sort !== "newest"
      ? await sortedPage(read, SORTS[query.sort], where, query.cursor, limit)
      : await newestPage(read, where, query.cursor, limit);
  // A fit filter guessed from memory that was not current: the page again, its data read first.
  if (fitCheck && !(await fitCheckHolds(db, fitCheck, read.checked))) return listCatalog(db, query, false);
  return {
    ...page,
    items: page.items.map(toPart),
    followsStock: query.inStock === true || query.sort === "bestselling",
  };
}

/**
 * A page's reads: the database, the fit filter's check column to read along (decision 0114), and
 * what each read answered of it (`NOT_READ` for a read of no rows, which carries none).
 */
type PageRead = { db: Db; check?: SQL; checked: unknown[] };

/**
 * The rows of a page with all they show, in one statement: the page's ids are `chosen` by the
 * filters and the order (an index range of `parts`, or a search's ranked candidates), then only
 * those rows are read whole, in `order`, beside the page's own `key` columns. Its text follows the
 * query's shape only, so it is named after it (decision 0111).
 */
async function pageRows<K extends Record<string, SQL>>(read: PageRead, key: K, chosen: SQL | PgSelect, order: SQL[]) {
  const keys = Object.entries(key).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`);
  const page = sql`select ${sql.join(keys, sql`, `)}, ${read.check ?? sql`null`} as "check", ${shownFrom}
    where ${inArray(parts.id, chosen)} order by ${sql.join(order, sql`, `)}`;
  type Row = ShownRow & { [P in keyof K]: K[P] extends SQL<infer T> ? T : never } & { check: unknown };
  const rows = rowsOf<Row>(await namedByText(preparedRaw(read.db, page)).execute());
  // Each row carries the same value (the column reads no row of the page): the first one's.
  read.checked.push(rows.length > 0 ? rows[0]?.check : NOT_READ);
  return rows;
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

async function newestPage(read: PageRead, where: SQL | undefined, cursor: string | undefined, limit: number) {
  return readPage(parts, cursor, limit, (keyset, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    const byAge = [order(parts.createdAt), order(parts.id)];
    return pageRows(
      read,
      { key: keyColumn(parts.createdAt) },
      chosenFrom(read.db, and(where, keyset), byAge, take),
      byAge,
    );
  });
}

async function sortedPage(
  read: PageRead,
  key: SortKey,
  where: SQL | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readSortedPage(key, parts.id, cursor, limit, (keyset, order, take) =>
    pageRows(
      read,
      { sortValue: sql<number | string>`${key.value}` },
      chosenFrom(read.db, and(where, keyset), order, take),
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
async function rankedPage(
  read: PageRead,
  search: Search,
  where: SQL | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readSortedPage(RELEVANCE, sql`c.id`, cursor, limit, (keyset, order, take, descending) => {
    const chosen = sql`(select c.id from ${search.rankedRows(where)} c ${keyset ? sql`where ${keyset}` : sql``}
      order by ${sql.join(order, sql`, `)} limit ${take})`;
    const by = descending ? desc : asc;
    return pageRows(read, { sortValue: sql<number>`${search.rank}` }, chosen, [by(search.rank), by(parts.id)]);
  });
}
