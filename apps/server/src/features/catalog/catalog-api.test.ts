import type { Facets, Part } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { type NaiveQuery, readNaive } from "../../../test/naive-catalog.ts";
import { categories, parts, specDefinitions } from "../../db/schema.ts";

let t: TestApp;
let naive: Awaited<ReturnType<typeof readNaive>>;
beforeAll(async () => {
  t = await createTestApp();
  naive = await readNaive(t.db);
});
afterAll(() => t.close());

/** The query string of a naive query, as a shopper's address carries it. */
function queryString(q: NaiveQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (q.category) params.set("category", q.category);
  for (const b of q.brand ?? []) params.append("brand", b);
  if (q.minPrice !== undefined) params.set("minPrice", (q.minPrice / 100).toFixed(2));
  if (q.maxPrice !== undefined) params.set("maxPrice", (q.maxPrice / 100).toFixed(2));
  if (q.inStock) params.set("inStock", "true");
  for (const [key, values] of Object.entries(q.specs ?? {})) for (const v of values) params.append(`spec.${key}`, v);
  return params.toString();
}

/** Every page of a list, followed by its `Link` header. */
async function allPages(url: string) {
  const pages: Part[][] = [];
  for (let next: string | undefined = url; next; ) {
    const res: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => Part[] } =
      await t.app.inject(next);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json());
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
  }
  return pages;
}

const QUERIES: NaiveQuery[] = [
  {},
  { category: "drivetrain" },
  { category: "cassettes", specs: { speeds: ["11"], freehub: ["HG"] } },
  { category: "cassettes", brand: ["velotek", "hexa"], maxPrice: 5500, inStock: true },
  { category: "rotors", specs: { diameter: ["180", "203"], mount: ["Centerlock"] } },
  { brand: ["trailsmith"], minPrice: 5000 },
  { category: "wheels-tyres", specs: { "bead-seat": ["622"] }, inStock: true, minPrice: 1000, maxPrice: 6000 },
  { category: "tyres", specs: { width: ["61"], tubeless: ["Yes"] }, brand: ["trailsmith", "urbanite"] },
  { inStock: true, minPrice: 0, maxPrice: 2000 },
  // A category and brands alone: the category and brand facets are read from part_counts, the
  // specifications' values from spec_counts.
  { category: "drivetrain", brand: ["velotek", "hexa"] },
  { category: "cassettes" },
  { category: "tyres", brand: ["trailsmith", "urbanite"] },
  { brand: ["velotek"] },
];

describe("GET /api/parts filters", () => {
  it.each(QUERIES.map((q) => [queryString(q) || "(none)", q] as const))(
    "%s: the parts a naive filter finds",
    async (_, q) => {
      const pages = await allPages(`/api/parts?limit=50&${queryString(q)}`);
      const ids = pages.flat().map((p) => p._id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(
        naive
          .filter(q)
          .map((p) => p.id)
          .sort(),
      );
    },
  );

  it("includes a category's subcategories", async () => {
    const [drivetrain] = await allPages("/api/parts?limit=100&category=drivetrain");
    expect(new Set(drivetrain?.map((p) => p.category?.slug))).toEqual(
      new Set(["cassettes", "chains", "chainrings", "cranksets", "bottom-brackets", "derailleurs"]),
    );
  });

  it("gives each variant its own stock: in stock leaves out a sold-out size only", async () => {
    const all = (await allPages("/api/parts?limit=100&category=rotors")).flat();
    const stocked = (await allPages("/api/parts?limit=100&category=rotors&inStock=true")).flat();
    const soldOut = all.filter((p) => p.availableQuantity < p.minQuantity);
    expect(soldOut.map((p) => p.options)).toEqual([{ Diameter: "203 mm" }]);
    expect(stocked).toHaveLength(all.length - 1);
    expect(stocked.filter((p) => p.name === soldOut[0]?.name)).toHaveLength(2);
  });
});

describe("GET /api/parts sorts", () => {
  const value = {
    price: (p: Part) => p.price,
    "-price": (p: Part) => -p.price,
    bestselling: (p: Part) => -(naive.parts.find((n) => n.id === p._id)?.soldUnits ?? 0),
  };

  it.each(["newest", "price", "-price", "name", "bestselling"])(
    "%s: keyset pages that cover the list once, both ways",
    async (sort) => {
      const url = `/api/parts?category=drivetrain&inStock=true&limit=7&sort=${sort}`;
      const pages = await allPages(url);
      const ids = pages.flat().map((p) => p._id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(
        naive
          .filter({ category: "drivetrain", inStock: true })
          .map((p) => p.id)
          .sort(),
      );
      const byValue = value[sort as keyof typeof value];
      if (byValue) {
        const seen = pages.flat().map(byValue);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
      }
      // From the second page, rel="prev" leads back to the first.
      const second = await t.app.inject(`/api/parts?category=drivetrain&inStock=true&limit=7&sort=${sort}`);
      const next = /<([^>]+)>; rel="next"/.exec(String(second.headers.link))?.[1] ?? "";
      const page2 = await t.app.inject(next);
      const prev = /<([^>]+)>; rel="prev"/.exec(String(page2.headers.link))?.[1] ?? "";
      expect((await t.app.inject(prev)).json()).toEqual(pages[0]);
    },
  );

  it("refuses a cursor made for another sort", async () => {
    const first = await t.app.inject("/api/parts?limit=2&sort=price");
    const cursor = new URL(/<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? "", "http://x").searchParams.get(
      "cursor",
    );
    const res = await t.app.inject(`/api/parts?limit=2&sort=name&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cursor is not valid/);
  });
});

describe("GET /api/parts/facets", () => {
  it.each(QUERIES.map((q) => [queryString(q) || "(none)", q] as const))(
    "%s: each count as a naive count under the other filters",
    async (_, q) => {
      const res = await t.app.inject(`/api/parts/facets?${queryString(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const facets = res.json() as Facets;
      const expected = naive.facets(q);
      expect(Object.fromEntries(facets.categories.map((c) => [c.slug, c.count]))).toEqual(expected.categories);
      expect(Object.fromEntries(facets.brands.map((b) => [b.slug, b.count]))).toEqual(expected.brands);
      expect(
        Object.fromEntries(
          facets.specs.map((s) => [s.key, Object.fromEntries(s.values.map((v) => [String(v.value), v.count]))]),
        ),
      ).toEqual(expected.specs);
      expect(facets.price).toEqual(expected.price);
      expect(facets.total).toBe(expected.total);
    },
  );

  it("lists the chosen category's specifications, its ancestors' included, with their labels and units", async () => {
    const facets = (await t.app.inject("/api/parts/facets?category=tyres")).json() as Facets;
    expect(facets.specs.map((s) => [s.key, s.label, s.kind, s.unit])).toEqual([
      ["bead-seat", "Wheel size (ETRTO bead seat)", "number", "mm"],
      ["width", "Width", "number", "mm"],
      ["tubeless", "Tubeless ready", "choice", null],
    ]);
    expect(facets.specs[0]?.values.map((v) => v.value)).toEqual([559, 584, 622]);
  });
});

describe("GET /api/categories and /api/brands", () => {
  it("answers the tree with parents' slugs and counts that include subcategories", async () => {
    const categories = (await t.app.inject("/api/categories")).json() as {
      slug: string;
      parent: string | null;
      count: number;
    }[];
    const expected = naive.facets({}).categories;
    for (const c of categories) expect(c.count).toBe(expected[c.slug]);
    expect(categories.find((c) => c.slug === "cassettes")?.parent).toBe("drivetrain");
    expect(categories.find((c) => c.slug === "drivetrain")?.parent).toBeNull();
  });

  it("answers every brand with its count", async () => {
    const brands = (await t.app.inject("/api/brands")).json() as { slug: string; count: number }[];
    expect(Object.fromEntries(brands.map((b) => [b.slug, b.count]))).toEqual(naive.facets({}).brands);
  });
});

describe("bad catalog queries", () => {
  it.each([
    ["category=cassettes&spec.colour=red", /colour is not a specification of Cassettes/],
    ["category=cassettes&spec.speeds=eleven", /speeds must be a number/],
    ["category=cassettes&spec.speeds=1e3", /speeds must be a number/],
    ["category=cassettes&spec.freehub=Shimano", /freehub must be one of HG, Microspline, XD, XDR, Campagnolo/],
    ["spec.speeds=11", /spec.speeds needs a category/],
    ["category=cassettes&spec.Speeds=11", /Speeds is not a specification key/],
    ["category=cassettes&spec.speeds=", /specification value is empty/],
    ["category=nowhere", /No category has the slug nowhere/],
    ["brand=nobody", /No brand has the slug nobody/],
    ["brand=Bad%20Slug", /slug/],
    ["minPrice=50&maxPrice=10", /minPrice cannot be more than maxPrice/],
    ["minPrice=-5", /minPrice must be a price in dollars/],
    ["maxPrice=1e3", /maxPrice must be a price in dollars/],
    ["maxPrice=10.001", /maxPrice must be a price in dollars/],
    ["sort=cheapest", /The sort must be one of/],
    ["inStock=yes", /inStock can only be true/],
    ["search=a%00b", /control character/],
    [`search=${"x".repeat(101)}`, /longer than 100 characters/],
    [`category=cassettes&spec.range=${"1".repeat(101)}`, /longer than 100 characters/],
    [Array.from({ length: 21 }, (_, i) => `brand=b${i}`).join("&"), /At most 20 brands/],
  ])("%s is refused with 400 naming the reason", async (query, message) => {
    for (const path of ["/api/parts", "/api/parts/facets"]) {
      const res = await t.app.inject(`${path}?${query}`);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it("keeps the old q (name contains) and ignores parameters it does not know", async () => {
    const res = await t.app.inject("/api/parts?q=Twin-Vent&color=blue");
    expect(res.statusCode).toBe(200);
    expect((res.json() as Part[]).map((p) => p.name)).toEqual(["Twin-Vent 160 mm Brake Rotor"]);
  });
});

describe("cached answers", () => {
  it("forgets an in-stock page or facets on any order, and keeps the others", async () => {
    const urls = ["/api/parts?inStock=true&category=pedals", "/api/parts/facets?inStock=true", "/api/parts/facets"];
    for (const url of urls) await t.app.inject(url);
    t.app.publicCache.forgetParts(["00000000-0000-4000-8000-000000000000"]);
    expect(urls.map((url) => t.app.publicCache.peek(url) !== undefined)).toEqual([false, false, true]);
  });
});

describe("OpenAPI", () => {
  it("documents the catalog's endpoints, parameters and the spec.* filters", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json();
    for (const path of ["/api/categories", "/api/brands", "/api/parts/facets", "/api/search/suggest"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    for (const path of ["/api/parts", "/api/parts/facets"]) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(
        expect.arrayContaining(["category", "brand", "minPrice", "maxPrice", "inStock", "sort", "search", "q"]),
      );
      expect(doc.paths[path].get.description).toContain("spec.{key}={value}");
    }
  });
});

// Last in this file: it adds a category and parts that the naive counts above do not know.
describe("GET /api/parts/facets with many specifications", () => {
  it("counts a category with more specifications than one GROUPING() takes (31)", async () => {
    const keys = Array.from({ length: 35 }, (_, i) => `k${i}`);
    const [category] = await t.db
      .insert(categories)
      .values({ slug: "many-specs", name: "Many specs" })
      .returning({ id: categories.id });
    const categoryId = category?.id ?? "";
    await t.db
      .insert(specDefinitions)
      .values(keys.map((key, position) => ({ categoryId, key, label: key, kind: "number" as const, position })));
    const part = (n: number, shift: number) => ({
      name: `Many specs part ${n}`,
      img: "/images/parts/chainring.svg",
      des: "A part with a value of every specification",
      priceCents: 1000 + n,
      minQuantity: 1,
      availableQuantity: 5,
      sku: `MANY-SPECS-${n}`,
      categoryId,
      specs: Object.fromEntries(keys.map((key, i) => [key, i + shift])),
    });
    await t.db.insert(parts).values([part(0, 0), part(1, 0), part(2, 1)]);

    const res = await t.app.inject("/api/parts/facets?category=many-specs&spec.k0=0");
    expect(res.statusCode, res.body).toBe(200);
    const facets = res.json() as Facets;
    expect(facets.specs.map((s) => s.key)).toEqual(keys);
    // k0 is counted without its own filter; every other key under it (the two parts with 0).
    expect(facets.specs[0]?.values).toEqual([
      { value: 0, count: 2 },
      { value: 1, count: 1 },
    ]);
    for (const [i, spec] of facets.specs.entries())
      if (i > 0) expect(spec.values, spec.key).toEqual([{ value: i, count: 2 }]);
    expect(facets.total).toBe(2);
    expect(facets.price).toEqual({ min: 10, max: 10.01 });
  });
});
