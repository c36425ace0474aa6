import { messages } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { InvalidInput } from "./domain-errors.ts";
import type { Page } from "./paging.ts";

/*
 * Keyset pages in any order (the catalog's sorts, issue 28): a list ordered by one value and the
 * id as tie-breaker starts a page just past the row its cursor names, so page 1,000 costs what
 * page 1 costs (decision 0017). Newest first keeps paging.ts's own cursors; these carry the sort
 * they were made for, and a cursor of another sort is refused.
 */

export type SortKey = {
  /** Which sort a cursor belongs to. */
  code: string;
  value: SQL | PgColumn;
  kind: "int" | "text" | "float";
  descending: boolean;
};
type Cursor = { dir: "n" | "p"; value: number | string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CAST = { int: sql.raw("int"), text: sql.raw("text"), float: sql.raw("float8") };

const encode = (key: SortKey, dir: Cursor["dir"], row: { sortValue: number | string; id: string }) =>
  `s${Buffer.from(JSON.stringify([dir, key.code, row.sortValue, row.id])).toString("base64url")}`;

/** The cursor of a request for this sort, or a refusal: only cursors we made reach SQL. */
function decode(key: SortKey, text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = text.startsWith("s") ? JSON.parse(Buffer.from(text.slice(1), "base64url").toString("utf8")) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new InvalidInput(messages.badCursor);
  const [dir, code, value, id] = parsed as unknown[];
  const valueFits =
    key.kind === "text"
      ? typeof value === "string" && value.length <= 500
      : typeof value === "number" && Number.isFinite(value) && (key.kind === "float" || Number.isSafeInteger(value));
  if ((dir !== "n" && dir !== "p") || code !== key.code || !valueFits || typeof id !== "string" || !UUID.test(id)) {
    throw new InvalidInput(messages.badCursor);
  }
  return { dir, value: value as number | string, id };
}

/**
 * Reads one page in `key`'s order. `read(where, order, take, descending)` runs the list's own
 * query with the extra condition and the order (`descending` says which way it reads); it is
 * asked for one row more than the page, to learn whether more follow. Its rows carry `sortValue`
 * (the key's value) and `id`. `idColumn` and the key's value may name a subquery's columns.
 */
export async function readSortedPage<T extends { sortValue: number | string; id: string }>(
  key: SortKey,
  idColumn: PgColumn | SQL,
  cursorText: string | undefined,
  limit: number,
  read: (where: SQL | undefined, order: SQL[], take: number, descending: boolean) => Promise<T[]>,
): Promise<Page<T>> {
  const cursor = decode(key, cursorText);
  const row = sql`(${key.value}, ${idColumn})`;
  const at = (c: Cursor) => sql`(${c.value}::${CAST[key.kind]}, ${c.id}::uuid)`;
  const order = (descending: boolean) =>
    descending ? [sql`${key.value} desc`, sql`${idColumn} desc`] : [sql`${key.value} asc`, sql`${idColumn} asc`];
  if (cursor?.dir === "p") {
    const before = await read(
      key.descending ? sql`${row} > ${at(cursor)}` : sql`${row} < ${at(cursor)}`,
      order(!key.descending),
      limit + 1,
      !key.descending,
    );
    // Back at the top: the first page itself, as full as it is now.
    if (before.length <= limit) return readSortedPage(key, idColumn, undefined, limit, read);
    const items = before.slice(0, limit).reverse();
    return { items, next: edge(key, "n", items.at(-1)), prev: edge(key, "p", items[0]) };
  }
  const where = cursor && (key.descending ? sql`${row} < ${at(cursor)}` : sql`${row} > ${at(cursor)}`);
  const rows = await read(where, order(key.descending), limit + 1, key.descending);
  const items = rows.slice(0, limit);
  return {
    items,
    next: rows.length > limit ? edge(key, "n", items.at(-1)) : undefined,
    prev: cursor ? edge(key, "p", items[0]) : undefined,
  };
}

const edge = (key: SortKey, dir: Cursor["dir"], row: { sortValue: number | string; id: string } | undefined) =>
  row && encode(key, dir, row);
