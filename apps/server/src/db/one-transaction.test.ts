import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { statementsDuring } from "../../test/statements.ts";
import { preparedNamed, rowsOf } from "./client.ts";
import { rolledBack, runInOneTransaction } from "./one-transaction.ts";

/*
 * Several statements in one transaction and, on PostgreSQL, one round trip (decision 0118):
 * on whichever database the run uses (TEST_DATABASE_URL or PGlite).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table together_test (n int primary key, note text not null)`);
});
afterAll(() => t.close());

const put = () =>
  preparedNamed(
    t.db,
    "together_put",
    () => sql`insert into together_test (n, note) values (${sql.placeholder("n")}::int, ${sql.placeholder("note")})
      returning n, (select count(*)::int from together_test) as before`,
  );
const notes = async () =>
  rowsOf<{ n: number; note: string }>(await t.db.execute(sql`select n, note from together_test order by n`));

describe("runInOneTransaction", () => {
  it("runs the statements in order, each seeing the ones before it, and answers each one's rows", async () => {
    const rows = await runInOneTransaction(t.db, [
      { prepared: put(), values: { n: 1, note: "a" } },
      { prepared: put(), values: { n: 2, note: "b" } },
      { prepared: put(), values: { n: 3, note: "c" } },
    ]);
    expect(rows).toEqual([[{ n: 1, before: 0 }], [{ n: 2, before: 1 }], [{ n: 3, before: 2 }]]);
    // The same named statement once more, alone and together: each connection parsed it once.
    expect(rowsOf(await put().execute({ n: 4, note: "d" }))).toEqual([{ n: 4, before: 3 }]);
    await runInOneTransaction(t.db, [{ prepared: put(), values: { n: 5, note: "e" } }]);
    expect((await notes()).map((r) => r.note)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("takes back every statement when one fails, and says the database refused it", async () => {
    const before = await notes();
    const failed = await runInOneTransaction(t.db, [
      { prepared: put(), values: { n: 10, note: "kept?" } },
      { prepared: put(), values: { n: 1, note: "a key already there" } },
      { prepared: put(), values: { n: 11, note: "after" } },
    ]).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect(rolledBack(failed)).toBe(true);
    expect(String((failed as Error).cause)).toMatch(/duplicate key/);
    expect(await notes()).toEqual(before);
    // The pool goes on working after the refusal.
    const rows = await runInOneTransaction(t.db, [{ prepared: put(), values: { n: 12, note: "f" } }]);
    expect(rows).toEqual([[{ n: 12, before: before.length }]]);
  });

  it("sends the statements to the database in one go", async () => {
    const seen = await statementsDuring(t, () =>
      runInOneTransaction(t.db, [
        { prepared: put(), values: { n: 20, note: "g" } },
        { prepared: put(), values: { n: 21, note: "h" } },
      ]),
    );
    // One round trip on PostgreSQL; PGlite's one transaction.
    expect(seen).toHaveLength(1);
  });

  it("is not a refusal when the error is not the database's answer", () => {
    expect(rolledBack(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(rolledBack(new Error("wrapped", { cause: { severity: "FATAL" } }))).toBe(false);
  });
});
