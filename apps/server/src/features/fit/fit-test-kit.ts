import type { Facets, Part, Standards } from "@shop/contract";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/helper.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { readFitData } from "./fit-data.ts";
import { judge } from "./verdict.ts";

/* Helpers the fit filter's tests share: every page of a list, and the naive check of every part. */

export async function allPages<T>(t: TestApp, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let next: string | undefined = url; next; ) {
    const res: Awaited<ReturnType<TestApp["app"]["inject"]>> = await t.app.inject(next);
    expect(res.statusCode, res.body).toBe(200);
    items.push(...(res.json() as T[]));
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
  }
  return items;
}

/** The naive check: every part read plainly and judged in JavaScript. */
export async function naiveFitting(db: Db, bike: Standards, category?: string) {
  const data = await readFitData(db);
  const rows = rowsOf<{
    id: string;
    categoryId: string | null;
    specs: Record<string, number | string>;
    slug: string | null;
  }>(
    await db.execute(sql`select p.id::text, p.category_id::text as "categoryId", p.specs, c.slug
      from parts p left join categories c on c.id = p.category_id`),
  );
  const under = (slug: string | null) => {
    if (!category) return true;
    for (
      let c = [...data.categories.values()].find((x) => x.slug === slug);
      c;
      c = data.categories.get(c.parentId ?? "")
    )
      if (c.slug === category) return true;
    return false;
  };
  return rows
    .filter((p) => under(p.slug) && judge(p, bike, data).verdict === "fits")
    .map((p) => p.id)
    .sort();
}

export const handQuery = (s: Standards) =>
  new URLSearchParams(Object.entries(s).map(([k, v]) => [`fits.${k}`, String(v)])).toString();

/**
 * The filter's parts for a bike asked as `asked` (`fits=...` or `fits.{standard}=...`), within the
 * category if given, and its facet total, are the naive check's; answers the fitting parts' ids.
 */
export async function expectNaive(t: TestApp, standards: Standards, asked: string, category?: string) {
  const where = category ? `&category=${category}` : "";
  const listed = await allPages<Part>(t, `/api/parts?limit=100&${asked}${where}`);
  const expected = await naiveFitting(t.db, standards, category);
  expect(listed.map((p) => p._id).sort(), `${asked}${where}`).toEqual(expected);
  const facets = (await t.app.inject(`/api/parts/facets?${asked}${where}`)).json() as Facets;
  expect(facets.total, `facets of ${asked}${where}`).toBe(expected.length);
  return expected;
}
