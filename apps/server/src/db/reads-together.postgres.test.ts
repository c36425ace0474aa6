import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, expect, it, vi } from "vitest";
import { ReadsTogether } from "./reads-together.ts";

/*
 * Decision 0125: selects sent through ReadsTogether while others are out go in sets, one round
 * trip (one pool.query) a set, and each gets its own rows, mapped by drizzle as any select's; a
 * read the database refuses fails alone.
 */
const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 10 });
afterAll(() => pool.end());

const together = () => {
  const sent = vi.spyOn(pool, "query");
  sent.mockClear();
  return { db: drizzle(new ReadsTogether(pool) as unknown as pg.Pool), sent };
};
/** A select whose one row says which it was, in the form drizzle's query builder draws. */
const numbered = (db: ReturnType<typeof together>["db"], n: string | number) =>
  db
    .select({ n: sql<number>`${n}::int`.mapWith(Number), label: sql<string>`'read ' || ${n}::text` })
    .from(sql`(select 1) one`);

it("sends the reads that come while four are out together, and answers each its own rows", async () => {
  const { db, sent } = together();
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => numbered(db, i)));
  expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => [{ n: i, label: `read ${i}` }]));
  // Four went at once, alone; the 36 that came meanwhile went in sets of at most 32.
  expect(sent.mock.calls.length).toBeGreaterThanOrEqual(6);
  expect(sent.mock.calls.length).toBeLessThan(10);
});

it("fails only the read the database refuses; the others of its set are answered", async () => {
  const { db } = together();
  const reads = Array.from({ length: 20 }, (_, i) =>
    numbered(db, i === 13 ? "not a number" : i).then(
      (rows) => ({ rows }),
      (err: Error) => ({ err }),
    ),
  );
  const answers = await Promise.all(reads);
  for (const [i, answer] of answers.entries()) {
    if (i === 13) expect("err" in answer && String(answer.err.cause)).toMatch(/invalid input syntax for type integer/);
    else expect(answer).toEqual({ rows: [{ n: i, label: `read ${i}` }] });
  }
});

it("takes selects only: a statement whose rows come as objects is refused at once", () => {
  const reads = new ReadsTogether(pool);
  expect(() => reads.query({ text: "select 1" }, [])).toThrow(/only selects/);
});
