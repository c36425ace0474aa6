import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdmin } from "../../../test/shop.ts";
import { rowsOf } from "../../db/client.ts";
import { priceRangeRead } from "./facets.ts";

/*
 * The price range of the facet counts under a category or brands (decision 0117). Its statement
 * is named, so PostgreSQL plans it once for every brand: a plan that walks the price index until
 * it meets a part of the brand reads the whole index for a brand of one part. Here the plan made
 * for any brand (a generic plan) is read, on a catalog large enough for the walk to look cheap.
 */
const shop = appWithAdmin();
let rareBrand = "";

beforeAll(async () => {
  const db = shop.t.db;
  const [brand] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into brands (slug, name) values ('one-part', 'One Part') returning id`),
  );
  rareBrand = brand?.id ?? "";
  // Five thousand parts of one demo brand at every price, and the new brand's one among the dearest.
  await db.execute(sql`insert into parts (name, img, des, price_cents, min_quantity, available_quantity, sku, brand_id)
    select 'Filler ' || n, '/images/parts/chainring.svg', 'A part made for a test', n * 7 % 20000, 1, 5,
      'PRICE-RANGE-' || n, (select id from brands where slug = 'velotek')
    from generate_series(1, 5000) n`);
  await db.execute(sql`insert into parts (name, img, des, price_cents, min_quantity, available_quantity, sku, brand_id)
    values ('The one part', '/images/parts/chainring.svg', 'A part made for a test', 19990, 1, 5, 'PRICE-RANGE-ONE', ${rareBrand})`);
  await db.execute(sql`analyze parts`);
});

/** The plan PostgreSQL makes once for every value of the statement's parameters. */
async function genericPlan(statement: ReturnType<typeof sql>, values: string[]) {
  const { sql: text } = new PgDialect().sqlToQuery(statement);
  return shop.t.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
    await tx.execute(sql.raw(`prepare price_range as ${text}`));
    try {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw(`explain (format json) execute price_range(${values.join(", ")})`)),
      );
      return JSON.stringify(rows);
    } finally {
      await tx.execute(sql.raw("deallocate price_range"));
    }
  });
}

describe("the price range under a brand", () => {
  it("is not planned as a walk of the price index", async () => {
    const plan = await genericPlan(priceRangeRead({ brandIds: [rareBrand], specs: new Map() }, ""), [
      `'{${rareBrand}}'`,
    ]);
    // Without the subquery read whole, it is a walk of the price index from each end.
    expect(plan).toContain('"Node Type":"Aggregate"');
    expect(plan).not.toContain("parts_price_id_idx");
  });

  it("is the least and greatest price of the brand's parts", async () => {
    const res = await shop.t.app.inject("/api/parts/facets?brand=one-part");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().price).toEqual({ min: 199.9, max: 199.9 });
  });
});
