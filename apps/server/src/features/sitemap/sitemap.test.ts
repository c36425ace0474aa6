import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/helper.ts";
import { categories, parts } from "../../db/schema.ts";

let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  // Files of 10 addresses in one, so that an index shows with a handful of parts.
  [t, small] = await Promise.all([createTestApp({ sitemapLimit: 10 }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), small.close()]);
});

/** Every category's page, by its slugs from the top of the tree, read here by a query of its own. */
async function categoryPaths(app: TestApp): Promise<string[]> {
  const rows = await app.db
    .select({ slug: categories.slug, parent: categories.parentId, id: categories.id })
    .from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = (r: (typeof rows)[number]): string => {
    const parent = r.parent ? byId.get(r.parent) : undefined;
    return parent ? `${path(parent)}/${r.slug}` : `/c/${r.slug}`;
  };
  return rows.map(path);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const partIds = async () => (await t.db.select({ id: parts.id }).from(parts)).map((r) => r.id).sort();

describe("robots.txt", () => {
  it("keeps crawlers out of the account pages and the API, and names the sitemap", async () => {
    const res = await t.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/deshboard", "/Order", "/login", "/signup", "/resetpassword", "/api"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((l) => l.startsWith("Disallow: /parts") || l === "Disallow: /")).toEqual([]);
  });
});

describe("sitemap.xml", () => {
  it("lists every public page, every category's page and every part's page while they fit one file", async () => {
    const res = await small.app.inject("/sitemap.xml");
    expect(locs(res.body)).toContain(`${TEST_PUBLIC_URL}/c/drivetrain/cassettes`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const ids = (await small.db.select({ id: parts.id }).from(parts)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(locs(res.body).sort()).toEqual(
      [
        ...["/", "/parts", "/blogs", "/myprotfolio"].map((p) => `${TEST_PUBLIC_URL}${p}`),
        ...(await categoryPaths(small)).map((p) => `${TEST_PUBLIC_URL}${p}`),
        ...ids.map((id) => `${TEST_PUBLIC_URL}/parts/${id}`),
      ].sort(),
    );
  });

  it("becomes an index of files past the limit, which together list every part once", async () => {
    await t.db.execute(sql`
      insert into parts (name, img, des, price_cents, min_quantity, available_quantity)
      select 'Filler ' || g, '/x.svg', 'filler', 100, 1, 10 from generate_series(1, 13) g`);
    const ids = await partIds();
    const index = await t.app.inject("/sitemap.xml");
    expect(index.body).toContain("<sitemapindex");
    const files = locs(index.body);
    const expected = Math.ceil((4 + (await categoryPaths(t)).length + ids.length) / 10);
    expect(files).toEqual(Array.from({ length: expected }, (_, i) => `${TEST_PUBLIC_URL}/sitemap-parts-${i + 1}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const res = await t.app.inject(new URL(file ?? "").pathname);
      expect(res.statusCode).toBe(200);
      const inFile = locs(res.body);
      expect(inFile.length).toBeLessThanOrEqual(10);
      listed.push(...inFile.filter((l) => l?.includes("/parts/")).map((l) => l?.split("/parts/")[1] ?? ""));
    }
    expect(listed.sort()).toEqual(ids);
  });

  it.each(["/sitemap-parts-0.xml", "/sitemap-parts-99.xml", "/sitemap-parts-x.xml", "/sitemap-parts-1e3.xml"])(
    "answers 404 with a message for %s",
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );
});
