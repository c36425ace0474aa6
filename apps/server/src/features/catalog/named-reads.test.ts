import { partsQuerySchema } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { appWithAdmin } from "../../../test/shop.ts";
import { statementsDuring } from "../../../test/statements.ts";
import { rowsOf } from "../../db/client.ts";
import { conditionsBut, resolveQuery } from "./filters.ts";

/*
 * The catalog's page, facet counts and search are sent under a name made from their text
 * (decision 0111): on PostgreSQL each connection then parses and plans a shape once, not on every
 * request. Requests of one shape with other values (a category with four subcategories or none,
 * one brand or two) send the same text and name. Each address is asked once (`limit`, `r`), so
 * the public cache has no say.
 */
const shop = appWithAdmin();
const onPostgres = () => (shop.t.db as unknown as { $client: unknown }).$client instanceof pg.Pool;

let asked = 0;
/** The one statement a catalog address not asked before sends, as `name: text` when named. */
async function statementOf(url: string) {
  const fresh = `${url}&r=${++asked}`;
  // Once first: the category's look-up is then kept, and the request below sends its read alone.
  expect((await shop.t.app.inject(`${url}&r=warm${asked}`)).statusCode).toBe(200);
  let status = 0;
  const seen = await statementsDuring(
    shop.t,
    async () => {
      status = (await shop.t.app.inject(fresh)).statusCode;
    },
    { named: true },
  );
  expect(status).toBe(200);
  expect(seen, seen.join("\n---\n")).toHaveLength(1);
  return seen[0] ?? "";
}

const nameOf = (statement: string) => /^(t_[\w-]+): /.exec(statement)?.[1];

describe("the catalog's reads", () => {
  it.each([
    // A page's text is the same whatever the category (four subcategories, or none) and brands.
    [
      "a page",
      ["/api/parts?limit=5&category=drivetrain&brand=velotek", "/api/parts?limit=5&category=cassettes&brand=hexa"],
    ],
    // The facet counts follow the category's specifications (a grouping set each), not the brands.
    [
      "the facet counts",
      ["/api/parts/facets?category=cassettes&brand=hexa", "/api/parts/facets?category=cassettes&brand=velotek"],
    ],
  ])("%s of one shape are one named statement, whatever its values", async (_, [first = "", other = ""]) => {
    const one = await statementOf(first);
    const same = await statementOf(other);
    const twoBrands = await statementOf(`${other}&brand=hexa`);
    if (onPostgres()) {
      expect(nameOf(one), one).toBeDefined();
      expect(nameOf(same)).toBe(nameOf(one));
      expect(nameOf(twoBrands)).toBe(nameOf(one));
      // Another shape (a price filter) is another statement, under a name of its own.
      const priced = await statementOf(`${other}&minPrice=10`);
      expect(nameOf(priced)).toBeDefined();
      expect(nameOf(priced)).not.toBe(nameOf(one));
    } else {
      // PGlite keeps no statements: nothing is named.
      for (const statement of [one, same, twoBrands]) expect(nameOf(statement)).toBeUndefined();
    }
  });

  it("a search's page is named too, the same for other words", async () => {
    // Words the catalog has, known after the first ask: the search is then its page alone.
    const chain = await statementOf("/api/parts?search=chain");
    const rotor = await statementOf("/api/parts?search=rotor");
    if (onPostgres()) {
      expect(nameOf(chain), chain).toBeDefined();
      expect(nameOf(rotor)).toBe(nameOf(chain));
    } else {
      expect(nameOf(chain)).toBeUndefined();
    }
  });

  it("names only the chosen category's fitting classes on its page, every category's where the category is left out", async () => {
    // Given every fitting class of the catalog, PostgreSQL reckons a category's page from all of
    // them and may read the whole catalog in date order (decision 0113).
    const [ridge] = rowsOf<{ id: string }>(
      await shop.t.db.execute(sql`select id::text from bike_models where model = 'Ridge 29'`),
    ).map((m) => m.id);
    const classes = rowsOf<{ id: number; inDrivetrain: boolean }>(
      await shop.t.db.execute(sql`with recursive under(id) as (select id from categories where slug = 'drivetrain'
          union all select c.id from categories c join under u on c.parent_id = u.id)
        select fc.id, fc.category_id in (select id from under) as "inDrivetrain" from fit_classes fc`),
    );
    const inDrivetrain = new Map(classes.map((c) => [c.id, c.inDrivetrain]));
    const { filters } = await resolveQuery(shop.t.db, partsQuerySchema.parse({ category: "drivetrain", fits: ridge }));
    const classesNamed = (condition: SQL | undefined) => {
      if (!condition) throw new Error("no condition");
      const arrays = new PgDialect().sqlToQuery(condition).params.filter(Array.isArray) as unknown[][];
      return arrays.flat().filter((id): id is number => typeof id === "number");
    };
    const onPage = classesNamed(conditionsBut(filters, ""));
    const forCategoryFacet = classesNamed(conditionsBut(filters, "category"));
    expect(onPage.length).toBeGreaterThan(0);
    expect(onPage.filter((id) => !inDrivetrain.get(id))).toEqual([]);
    expect(classesNamed(conditionsBut(filters, "brand"))).toEqual(onPage);
    expect(forCategoryFacet).toEqual(expect.arrayContaining(onPage));
    expect(forCategoryFacet.some((id) => inDrivetrain.get(id) === false)).toBe(true);
  });
});
