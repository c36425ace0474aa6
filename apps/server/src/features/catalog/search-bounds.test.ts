import type { Part } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { statementsDuring } from "../../../test/statements.ts";
import { rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { RANKED_MAX } from "./search.ts";

/*
 * What a search costs is bounded however many parts its words find (decision 0108): more matches
 * than RANKED_MAX are not all ranked, a word found whole is not read as a prefix, and a word no
 * part has is looked for in the index rather than in every part.
 */

let t: TestApp;
const MANY = RANKED_MAX + 150;

beforeAll(async () => {
  t = await createTestApp();
  // Inserted in order, so the one whose part number is a search's exact code is read last.
  await t.db.insert(parts).values(
    Array.from({ length: MANY }, (_, n) => ({
      name: `Tensiometer ${n}`,
      img: "/images/parts/chainring.svg",
      des: "Measures spoke tension",
      priceCents: 2000 + n,
      minQuantity: 1,
      availableQuantity: 5,
      sku: `TM-${n}`,
      mpn: n === MANY - 1 ? "TENSIO-METER" : null,
    })),
  );
});
afterAll(() => t.close());

/** Every page of a list, following its `Link` header. */
async function allPages(first: string): Promise<Part[][]> {
  const pages: Part[][] = [];
  let next: string | undefined = first;
  while (next) {
    const url: string = next;
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json() as Part[]);
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
  }
  return pages;
}

describe("a search most parts match", () => {
  it("ranks at most RANKED_MAX of them, every page from the same ones, with the exact code first", async () => {
    const pages = await allPages("/api/parts?search=tensiometer&limit=100");
    const ids = pages.flat().map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    // The first RANKED_MAX found, and the exact code (the last part) beside them.
    expect(ids.length).toBeGreaterThanOrEqual(RANKED_MAX);
    expect(ids.length).toBeLessThanOrEqual(RANKED_MAX + 1);
    expect(pages[0]?.[0]?.mpn).toBe("TENSIO-METER");
    const suggested = await t.app.inject("/api/search/suggest?q=tensiometer");
    expect(suggested.json().parts[0]?.sku).toBe(`TM-${MANY - 1}`);
  });

  it("ranks each candidate in the read that finds it, and reads again only the page's rows", async () => {
    await t.app.inject("/api/parts?search=tensiometer&limit=5");
    const seen = await statementsDuring(t, () => t.app.inject("/api/parts?search=tensiometer&limit=6"));
    expect(seen).toHaveLength(1);
    const [page = ""] = seen;
    // Each candidate's rank comes with its id; the page is the first of them by that rank.
    expect(page).toMatch(/select c\.id from \(select "parts"\."id" as id, .+ as rank from "parts"/s);
    expect(page).toMatch(/order by c\.rank desc, c\.id desc limit/);
    // Not the candidates' ids alone, each looked up again by id to be ranked.
    expect(page).not.toMatch(/"parts"\."id" in \(select "parts"\."id" from "parts"/);
  });

  it("finds every one of them in any other order", async () => {
    const pages = await allPages("/api/parts?search=tensiometer&sort=price&limit=100");
    expect(pages.flat()).toHaveLength(MANY);
  });
});

describe("a word some part has whole", () => {
  it("is matched whole: 'chain' finds chains, not chainrings; 'chainr' finds chainrings", async () => {
    const chains = await allPages("/api/parts?search=chain&limit=100");
    expect(chains.flat().length).toBeGreaterThan(0);
    expect(chains.flat().some((p) => p.category?.slug === "chains")).toBe(true);
    expect(chains.flat().filter((p) => p.category?.slug === "chainrings")).toEqual([]);
    const rings = (await allPages("/api/parts?search=chainr&limit=100")).flat();
    expect(rings.length).toBeGreaterThan(0);
    expect(rings.every((p) => p.category?.slug === "chainrings")).toBe(true);
  });
});

describe("a word no part has", () => {
  it("is looked for through the index, not by reading every part", async () => {
    // The backend's scans of the parts not yet reported (the statistics of this transaction and
    // perhaps some before it): what the look-up adds to them.
    const scans = await t.db.transaction(async (tx) => {
      const count = async () => {
        const [row] = rowsOf<{ seq: number; idx: number }>(
          await tx.execute(
            sql`select seq_scan::int as seq, idx_scan::int as idx from pg_stat_xact_user_tables where relname = 'parts'`,
          ),
        );
        return row ?? { seq: 0, idx: 0 };
      };
      const before = await count();
      await tx.execute(sql`select parts_search_finds(to_tsquery('english', 'zzqqxx'))`);
      const after = await count();
      return { seq: after.seq - before.seq, idx: after.idx - before.idx };
    });
    expect(scans).toEqual({ seq: 0, idx: 1 });
  });
});
