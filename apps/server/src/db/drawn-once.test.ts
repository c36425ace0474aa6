import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { drawnOnce } from "./client.ts";
import { parts } from "./schema.ts";

const drawn = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement);

describe("a constant piece of SQL drawn once", () => {
  it("reads as the piece drawn with the statement around it would", () => {
    const piece = sql`${parts.name} as "name" from ${parts}`;
    const once = drawnOnce(piece);
    expect(drawn(sql`select ${once} where ${parts.priceCents} > ${5}`)).toEqual(
      drawn(sql`select ${piece} where ${parts.priceCents} > ${5}`),
    );
  });

  it("refuses a piece with a value in it, which the text alone would lose", () => {
    expect(() => drawnOnce(sql`${parts.name} = ${"Chain"}`)).toThrow("cannot hold values");
  });
});
