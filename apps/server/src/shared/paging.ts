import { messages, TOTAL_COUNT_HEADER } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { InvalidInput } from "./domain-errors.ts";

/*
 * Keyset pages, newest first (decision 0017). A list is ordered by (created_at, id), both
 * descending, and a page starts just past the row a cursor names, so reading page 1,000 costs
 * what page 1 costs: one range of an index, never `offset` rows walked and thrown away.
 */

/** A row's place in the order: its created_at to the microsecond (as text) and its id. */
type Key = { at: string; id: string };
/** "n": the page after the key (older rows); "p": the page before it (newer rows). */
type Cursor = Key & { dir: "n" | "p" };

const AT = /^(19[7-9]\d|2\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const encode = (dir: Cursor["dir"], key: Key) => Buffer.from(`${dir}${key.at}${key.id}`).toString("base64url");

/** The cursor of a request, or 400: a cursor that the server did not make must not reach SQL. */
export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  const raw = Buffer.from(text, "base64url").toString("latin1");
  const dir = raw[0];
  const at = raw.slice(1, 28);
  const id = raw.slice(28);
  // A well-formed date that is not a real one (February 30th) would be an SQL error: the
  // calendar's own round trip catches it.
  const ms = Date.parse(`${at.slice(0, 23)}Z`);
  const real = AT.test(at) && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === at.slice(0, 23);
  if ((dir !== "n" && dir !== "p") || !real || !UUID.test(id)) throw new InvalidInput(messages.badCursor);
  return { dir, at, id };
}

/** The columns a paged select adds: the row's key, to the microsecond a JavaScript Date lacks. */
export const keyColumn = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type Page<T> = { items: T[]; next?: string; prev?: string };

/**
 * Reads one page. `read(where, newestFirst, take)` runs the list's own query with the extra
 * condition and order; it is asked for one row more than the page to learn whether more follow.
 */
export async function readPage<T extends { key: string; id: string }>(
  table: { createdAt: PgColumn; id: PgColumn },
  cursorText: string | undefined,
  limit: number,
  read: (where: SQL | undefined, newestFirst: boolean, take: number) => Promise<T[]>,
): Promise<Page<T>> {
  const cursor = decodeCursor(cursorText);
  const row = sql`(${table.createdAt}, ${table.id})`;
  if (cursor?.dir === "p") {
    const newer = await read(sql`${row} > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`, false, limit + 1);
    // Back at the top: the first page itself, as full as it is now.
    if (newer.length <= limit) return readPage(table, undefined, limit, read);
    const items = newer.slice(0, limit).reverse();
    return { items, next: after(items), prev: before(items) };
  }
  const where = cursor && sql`${row} < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const rows = await read(where, true, limit + 1);
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? after(items) : undefined, prev: cursor ? before(items) : undefined };
}

/** The page of a list that has nothing in it; the cursor is still checked. */
export function emptyPage(cursorText: string | undefined): Page<never> {
  decodeCursor(cursorText);
  return { items: [] };
}

const keyOf = (row: { key: string; id: string }): Key => ({ at: row.key, id: row.id });
const after = <T extends { key: string; id: string }>(items: T[]) => {
  const last = items.at(-1);
  return last && encode("n", keyOf(last));
};
const before = <T extends { key: string; id: string }>(items: T[]) => {
  const first = items[0];
  return first && encode("p", keyOf(first));
};

/**
 * The `Link` header of a page (RFC 8288): the request's own path and query with the cursor of
 * the next and the previous page, so a client follows it without knowing how cursors are made.
 */
export function pageLinks(requestUrl: string, page: { next?: string; prev?: string }): string | undefined {
  const link = (cursor: string, rel: string) => {
    const url = new URL(requestUrl, "http://x");
    url.searchParams.set("cursor", cursor);
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const parts = [page.next && link(page.next, "next"), page.prev && link(page.prev, "prev")].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** The headers of a page: its links, and the total where a screen shows one. */
export function pageHeaders(requestUrl: string, page: Page<unknown>, total?: number): Record<string, string> {
  const link = pageLinks(requestUrl, page);
  return {
    ...(link && { link }),
    ...(total !== undefined && { [TOTAL_COUNT_HEADER.toLowerCase()]: String(total) }),
  };
}

/** What an OpenAPI reader is told about a paged list's answer. */
export const PAGED_LIST =
  'One page, newest first. The `Link` header gives the next page (rel="next") and the one before (rel="prev") when there is one; follow it as it is.';

/** Escapes LIKE wildcards so a search for '50%' means the text, not a pattern. */
export const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
