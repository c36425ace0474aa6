import type { Category } from "@shop/contract";
import { describe, expect, it } from "vitest";
import {
  apiParams,
  catalogQuery,
  cleared,
  isFiltered,
  noFilters,
  readCatalogPlace,
  toggleBrand,
  toggleSpec,
  withCategory,
} from "./catalog-address.ts";
import { canonicalAddress, formTarget, placeHref } from "./catalog-links.ts";
import { categoryAt, trailOf } from "./category-tree.ts";

const read = (query: string) => readCatalogPlace(new URLSearchParams(query));
const category = (slug: string, parent: string | null): Category => ({
  slug,
  name: slug,
  description: "",
  parent,
  count: 1,
});
const tree = [category("drivetrain", null), category("cassettes", "drivetrain"), category("brakes", null)];

describe("the catalog's address", () => {
  it("reads every filter, repeated brands and specifications among them", () => {
    const place = read(
      "q=chain&category=cassettes&brand=velotek&brand=corsa-works&minPrice=10&maxPrice=59.99&inStock=true&spec.speeds=11&spec.freehub=HG&spec.freehub=XD&sort=-price",
    );
    expect(place).toEqual({
      page: 1,
      filters: {
        q: "chain",
        category: "cassettes",
        brands: ["velotek", "corsa-works"],
        minPrice: "10",
        maxPrice: "59.99",
        inStock: true,
        specs: { speeds: ["11"], freehub: ["HG", "XD"] },
        sort: "-price",
        fits: {},
      },
    });
  });

  it("reads and writes 'Fits my bike': a model's id, or standards by hand in key order, never both", () => {
    const id = "0b7c2a8e-3f1d-4c5a-9e6b-7d8f9a0b1c2d";
    expect(read(`fits=${id}`).filters.fits).toEqual({ model: id });
    expect(read(`fits=${id}&fits.speeds=11`).filters.fits).toEqual({ model: id });
    const byHand = read("fits.speeds=11&fits.freehub=HG&category=cassettes");
    expect(byHand.filters.fits).toEqual({ standards: { speeds: "11", freehub: "HG" } });
    expect(catalogQuery(byHand)).toBe("?category=cassettes&fits.freehub=HG&fits.speeds=11");
    expect(read("fits=not-an-id&fits.Bad=1").filters.fits).toEqual({});
    expect(isFiltered(read(`fits=${id}`).filters)).toBe(true);
  });

  it("writes the filters back in one order, whatever order the address had them in", () => {
    const a = read("sort=price&spec.speeds=11&brand=b&brand=a&inStock=true&q=x");
    const b = read("q=x&inStock=true&brand=a&spec.speeds=11&brand=b&sort=price");
    expect(catalogQuery(a)).toBe(catalogQuery(b));
    expect(catalogQuery(a)).toBe("?q=x&brand=a&brand=b&inStock=true&spec.speeds=11&sort=price");
    expect(catalogQuery(read(catalogQuery(a).slice(1)))).toBe(catalogQuery(a));
  });

  it("round-trips a page's cursor, and reads a cursor without a page number as page 2", () => {
    expect(catalogQuery({ filters: noFilters, page: 3, cursor: "abc" })).toBe("?page=3&cursor=abc");
    expect(read("cursor=abc")).toMatchObject({ page: 2, cursor: "abc" });
    expect(read("page=7")).toEqual({ page: 1, filters: noFilters });
  });

  it("leaves out what the API would refuse, so a mistyped link still shows the catalog", () => {
    const place = read("minPrice=abc&maxPrice=-3&brand=Not A Slug&sort=cheapest&inStock=yes&spec.BAD=1&spec.ok=");
    expect(place.filters).toEqual(noFilters);
  });

  it("turns a price range given upside down the right way round", () => {
    expect(read("minPrice=60&maxPrice=10").filters).toMatchObject({ minPrice: "10", maxPrice: "60" });
  });

  it("writes newest, the default sort, as no sort: one page, one address", () => {
    expect(read("sort=newest").filters.sort).toBe("");
  });

  it("ticks and unticks brands and specification values, back to the first page", () => {
    const place = { ...read("brand=a&spec.speeds=11"), page: 4, cursor: "c" };
    expect(toggleBrand(place.filters, "b")).toEqual({ page: 1, filters: { ...place.filters, brands: ["a", "b"] } });
    expect(toggleBrand(place.filters, "a").filters.brands).toEqual([]);
    expect(toggleSpec(place.filters, "speeds", "12").filters.specs).toEqual({ speeds: ["11", "12"] });
    expect(toggleSpec(place.filters, "speeds", "11").filters.specs).toEqual({});
  });

  it("drops the specification filters with the category they belong to; clearing keeps the category and sort", () => {
    const filters = read("category=cassettes&spec.speeds=11&brand=a&sort=name").filters;
    expect(withCategory(filters, "brakes").filters).toMatchObject({ category: "brakes", specs: {}, brands: ["a"] });
    expect(cleared(filters).filters).toEqual({ ...noFilters, category: "cassettes", sort: "name" });
    expect(isFiltered(cleared(filters).filters)).toBe(false);
    expect(isFiltered(filters)).toBe(true);
  });
});

describe("the catalog's links", () => {
  it("sends a known category to its own page, its slug in the path and not in the query", () => {
    const place = read("category=cassettes&brand=a&spec.speeds=11");
    expect(placeHref(place, tree)).toBe("/c/drivetrain/cassettes?brand=a&spec.speeds=11");
    expect(placeHref(read("category=unknown"), tree)).toBe("/parts?category=unknown");
    expect(placeHref(read(""), tree)).toBe("/parts");
  });

  it("gives a GET form its page and the other filters as hidden fields", () => {
    const filters = read("category=cassettes&brand=a&maxPrice=60&sort=price").filters;
    expect(formTarget({ ...filters, sort: "" }, tree)).toEqual({
      action: "/c/drivetrain/cassettes",
      hidden: [
        ["brand", "a"],
        ["maxPrice", "60"],
      ],
    });
  });

  it("finds a category page by its last slug and names its canonical path", () => {
    expect(categoryAt("cassettes", tree)?.path).toBe("/c/drivetrain/cassettes");
    expect(categoryAt("drivetrain/cassettes/", tree)?.category.slug).toBe("cassettes");
    expect(categoryAt("drivetrain/nothing", tree)).toBeUndefined();
    expect(trailOf("cassettes", tree).map((c) => c.slug)).toEqual(["drivetrain", "cassettes"]);
  });
});

describe("a catalog page's one address", () => {
  const at = (address: string, withCategory = true) =>
    canonicalAddress(new URL(address, "http://shop.example"), withCategory);

  it("is kept when it is already the one", () => {
    expect(at("/parts")).toBeUndefined();
    expect(at("/parts?q=chain+ring&brand=a&maxPrice=60&sort=price")).toBeUndefined();
    expect(at("/c/drivetrain/cassettes?spec.speeds=11", false)).toBeUndefined();
  });

  it("keeps campaign parameters, after the catalog's own", () => {
    expect(at("/parts?q=chain&utm_source=news&utm_medium=mail")).toBeUndefined();
    expect(at("/parts?utm_source=news&q=chain")).toBe("/parts?q=chain&utm_source=news");
    expect(at("/parts?utm_source=news&minPrice=cheap&gclid=abc&q=chain")).toBe(
      "/parts?q=chain&utm_source=news&gclid=abc",
    );
    expect(at("/c/drivetrain/cassettes?fbclid=z&sort=newest", false)).toBe("/c/drivetrain/cassettes?fbclid=z");
  });

  it("is given for a form's empty fields, another order, the default sort or a refused value", () => {
    expect(at("/parts?brand=b&minPrice=&maxPrice=60&brand=a")).toBe("/parts?brand=a&brand=b&maxPrice=60");
    expect(at("/parts?sort=newest")).toBe("/parts");
    expect(at("/parts?minPrice=cheap")).toBe("/parts");
    expect(at("/c/drivetrain/cassettes?category=chains&inStock=true", false)).toBe(
      "/c/drivetrain/cassettes?inStock=true",
    );
  });

  it("reads the same text however it was encoded, so it never sends a page to itself", () => {
    expect(at("/parts?q=chain%20ring")).toBeUndefined();
    expect(at("/parts?q=%F0%9F%9A%B2")).toBeUndefined();
  });
});

it("asks the API for the address's search as its ranked search", () => {
  const filters = readCatalogPlace(new URLSearchParams("q=casette 11-34&brand=a")).filters;
  expect(apiParams(filters).toString()).toBe("brand=a&search=casette+11-34");
});
