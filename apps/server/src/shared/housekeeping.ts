import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { changedCount, type Db } from "../db/client.ts";
import { repeatWhileOpen } from "./repeat.ts";

/*
 * Rows that are of no more use, deleted so that a shop running for years does not keep them all:
 * mail sent a while ago, sessions and one-time links that have expired, and sign-in rate-limit
 * counters of visitors long gone. Each kind is one range of an index, deleted in batches, so a
 * round costs the same however large the tables have grown, and any number of server processes
 * may run it at the same time.
 */

/** How long sent mail stays in the outbox: long enough to answer "did my mail go out?". */
export const KEEP_SENT_MAIL_DAYS = 30;
/** Rate-limit windows are a minute; a counter untouched for a day counts nothing any more. */
const KEEP_RATE_LIMITS_MS = 24 * 60 * 60_000;
const BATCH = 1000;

const prunes = {
  sentMail: sql`delete from mail_outbox where id in (select id from mail_outbox
    where sent_at < now() - ${KEEP_SENT_MAIL_DAYS} * interval '1 day' limit ${BATCH})`,
  sessions: sql`delete from auth_session where id in (select id from auth_session
    where expires_at < now() limit ${BATCH})`,
  links: sql`delete from auth_verification where id in (select id from auth_verification
    where expires_at < now() limit ${BATCH})`,
  rateLimits: sql`delete from auth_rate_limit where id in (select id from auth_rate_limit
    where last_request < (extract(epoch from now()) * 1000)::bigint - ${KEEP_RATE_LIMITS_MS} limit ${BATCH})`,
  // Catalog import previews can be confirmed for an hour (decision 0045); a day on, none is of use.
  catalogPreviews: sql`delete from catalog_imports where id in (select id from catalog_imports
    where created_at < now() - interval '1 day' limit ${BATCH})`,
  // Bike model import previews likewise (issue 32).
  bikePreviews: sql`delete from bike_imports where id in (select id from bike_imports
    where created_at < now() - interval '1 day' limit ${BATCH})`,
};

/** Deletes every row that is of no more use now; answers how many of each kind went. */
export async function pruneOldRows(db: Db): Promise<Record<keyof typeof prunes, number>> {
  const gone = { sentMail: 0, sessions: 0, links: 0, rateLimits: 0, catalogPreviews: 0, bikePreviews: 0 };
  for (const kind of Object.keys(prunes) as (keyof typeof prunes)[]) {
    for (;;) {
      const n = changedCount(await db.execute(prunes[kind]));
      gone[kind] += n;
      if (n < BATCH) break;
    }
  }
  return gone;
}

/**
 * Vacuums the catalog's parts (with fresh statistics), as PostgreSQL's autovacuum would soon after
 * many rows changed: the catalog's counts and pages are read from its indexes alone only where
 * the table's pages are marked all-visible (decision 0047). The embedded database has no
 * autovacuum: without this, each of those reads visits the table for every entry, after an
 * import and after every change of stock (decision 0103). A vacuum skips the pages still marked,
 * so a round costs what changed since the last. The count tables too, after their summing
 * (`compactCatalogCounts`, which runs first) has deleted rows: else the embedded database's facet
 * reads would step over every row ever summed.
 */
export async function vacuumCatalog(db: Db) {
  await db.execute(sql`vacuum (analyze) parts, part_counts, spec_counts`);
}

/**
 * Sums each key's rows of `part_counts` (a category, brand and fit class) and of `spec_counts`
 * (those and a specification's value) into one (decisions 0112, 0117). Their triggers only insert
 * differences, so without this the facet counts would sum a few more rows after every import.
 * Only keys of several rows, or of one row counting nothing, are rewritten: a start, which runs
 * it every time, or the hourly round after a quiet hour writes nothing and leaves no dead rows
 * behind. One statement a table: a row a writer inserts meanwhile is not seen by it, and stays;
 * two processes at once take the same rows one after the other, and the second finds them gone.
 */
export async function compactCatalogCounts(db: Db) {
  await db.execute(summed("part_counts", sql`category_id, brand_id, fit_class_id`));
  await db.execute(summed("spec_counts", sql`category_id, brand_id, fit_class_id, key, value`));
}

/** The statement that sums `table`'s rows of each key, `key` being its columns but `n`. */
function summed(table: "part_counts" | "spec_counts", key: SQL) {
  const name = sql.identifier(table);
  // By the rows' places (ctid): a key's columns may be null, which no equality joins on.
  return sql`with summed as (select ctid as place from (select ctid, count(*) over k as rows, sum(n) over k as n
        from ${name} window k as (partition by ${key})) c
      where rows > 1 or n = 0),
    gone as (delete from ${name} where ctid in (select place from summed) returning ${key}, n)
    insert into ${name} (${key}, n)
    select ${key}, sum(n) from gone group by ${key} having sum(n) <> 0`;
}

/**
 * Prunes, sums the catalog's counts and vacuums the catalog every `everyMs` (an hour by default) in this process; stops when
 * the app closes.
 */
export function startHousekeeping(app: FastifyInstance, everyMs = 60 * 60_000) {
  repeatWhileOpen(
    app,
    everyMs,
    async () => {
      await pruneOldRows(app.db);
      await compactCatalogCounts(app.db);
      await vacuumCatalog(app.db);
    },
    "housekeeping could not run this time",
  );
}
