import type { PartSort } from "@shop/contract";

/*
 * The catalog's state as its address says it (issue 28): search, category, brands, price range,
 * stock, specifications, sort and page. Every filter is in the query string, so a filter is a
 * plain link, the page renders on the server for any address, and a shared address opens the
 * same page. The names are the API's own (`GET /api/parts`), so the page forwards them as they are.
 */

export type CatalogFilters = {
  /** The search text: the spec's `/parts?q=`, asked of the API as its ranked `search`. */
  q: string;
  /** A category's slug; a category page (/c/...) sets it from its path instead. */
  category: string;
  brands: string[];
  /** Dollars as typed, such as "59.99"; empty when not set. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  /** Specification key -> the values chosen, any of which matches. */
  specs: Record<string, string[]>;
  /** Empty for the API's default, newest first. */
  sort: PartSort | "";
  /**
   * 'Fits my bike' (issue 32): the active bike's model id (`fits`), or its standards entered by
   * hand (`fits.{standard}`); neither when the toggle is off.
   */
  fits: BikeFilter;
};

/** The bike the catalog is narrowed to: a model's id, or standards by hand, or none ({}). */
export type BikeFilter = { model?: string; standards?: Record<string, string> };

/** Filters and where the page starts: a cursor from the API's `Link` header and its number. */
export type CatalogPlace = { filters: CatalogFilters; cursor?: string; page: number };

/** The sorts a shopper picks from, by the API's name; "" is newest first, the API's default. */
export const SORT_LABELS: Record<PartSort, string> = {
  newest: "Newest",
  price: "Price: low to high",
  "-price": "Price: high to low",
  name: "Name: A to Z",
  bestselling: "Best-selling",
};

export const noFilters: CatalogFilters = {
  q: "",
  category: "",
  brands: [],
  minPrice: "",
  maxPrice: "",
  inStock: false,
  specs: {},
  sort: "",
  fits: {},
};

// The API's own rules for these values (packages/contract parts-query.ts); an address that breaks
// them is read without that filter, so a mistyped link still shows the catalog.
const PRICE = /^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SPEC_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const SPEC_PARAM = "spec.";
const FITS_PARAM = "fits.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The API's most values of one filter, and most specification filters (FILTER_VALUES_MAX, SPEC_FILTERS_MAX). */
const MOST = 20;
const TEXT_MAX = 100;

const unique = (values: string[]) => [...new Set(values)].slice(0, MOST);
const text = (value: string | null) => (value ?? "").trim().slice(0, TEXT_MAX);
const price = (value: string | null) => {
  const p = text(value);
  return PRICE.test(p) ? p : "";
};
const isSort = (value: string): value is PartSort => Object.hasOwn(SORT_LABELS, value);

/** The place an address's query names. */
export function readCatalogPlace(params: URLSearchParams): CatalogPlace {
  const specs: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(SPEC_PARAM)) continue;
    const key = name.slice(SPEC_PARAM.length);
    const values = unique(params.getAll(name).map(text).filter(Boolean));
    if (SPEC_KEY.test(key) && key.length <= 40 && values.length > 0 && Object.keys(specs).length < MOST)
      specs[key] = values;
  }
  const standards: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(FITS_PARAM)) continue;
    const key = name.slice(FITS_PARAM.length);
    const value = text(params.get(name));
    if (SPEC_KEY.test(key) && key.length <= 40 && value && Object.keys(standards).length < MOST) standards[key] = value;
  }
  const model = text(params.get("fits"));
  // One bike: a model, else standards by hand (the API refuses both at once).
  const fits: BikeFilter = UUID.test(model) ? { model } : Object.keys(standards).length > 0 ? { standards } : {};
  let minPrice = price(params.get("minPrice"));
  let maxPrice = price(params.get("maxPrice"));
  // The API refuses a range upside down; the shopper meant it the other way round.
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = text(params.get("sort"));
  // Newest first is the default: written as no sort, so the page has one address.
  const category = text(params.get("category"));
  const filters: CatalogFilters = {
    q: text(params.get("q")),
    category: SLUG.test(category) ? category : "",
    brands: unique(params.getAll("brand").filter((b) => SLUG.test(b))),
    minPrice,
    maxPrice,
    inStock: params.get("inStock") === "true",
    specs,
    sort: isSort(sort) && sort !== "newest" ? sort : "",
    fits,
  };
  const cursor = params.get("cursor") || undefined;
  const number = Math.trunc(Number(params.get("page")));
  const page = cursor ? (Number.isSafeInteger(number) && number >= 2 ? number : 2) : 1;
  return { filters, page, ...(cursor && { cursor }) };
}

/**
 * The filters as query parameters, in one fixed order (so one page has one address and one
 * cache key). `withCategory` false leaves the category out: a category page has it in its path.
 */
export function filterParams(filters: CatalogFilters, withCategory = true): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (withCategory && filters.category) params.set("category", filters.category);
  for (const brand of [...filters.brands].sort()) params.append("brand", brand);
  if (filters.minPrice) params.set("minPrice", filters.minPrice);
  if (filters.maxPrice) params.set("maxPrice", filters.maxPrice);
  if (filters.inStock) params.set("inStock", "true");
  for (const key of Object.keys(filters.specs).sort())
    for (const value of [...(filters.specs[key] ?? [])].sort()) params.append(`${SPEC_PARAM}${key}`, value);
  if (filters.sort) params.set("sort", filters.sort);
  for (const [name, value] of bikeParams(filters.fits)) params.append(name, value);
  return params;
}

/** A bike as query parameters, in one fixed order: `fits={id}` or `fits.{standard}={value}`. */
export function bikeParams(bike: BikeFilter): [string, string][] {
  if (bike.model) return [["fits", bike.model]];
  return Object.keys(bike.standards ?? {})
    .sort()
    .map((key) => [`${FITS_PARAM}${key}`, bike.standards?.[key] ?? ""]);
}

/**
 * The filters as the API takes them: the address's `q` (the spec's catalog search) is asked as
 * the API's ranked `search` (an exact SKU or MPN first, words in any order, typos forgiven).
 */
export function apiParams(filters: CatalogFilters): URLSearchParams {
  const params = filterParams({ ...filters, q: "" });
  if (filters.q) params.set("search", filters.q);
  return params;
}

/** The query string of a place ("" for the first page without filters). */
export function catalogQuery(place: CatalogPlace, withCategory = true): string {
  const params = filterParams(place.filters, withCategory);
  if (place.cursor && place.page > 1) {
    params.set("page", String(place.page));
    params.set("cursor", place.cursor);
  }
  return params.size > 0 ? `?${params}` : "";
}

/** The first page with these filters changed. */
export const withChange = (filters: CatalogFilters, change: Partial<CatalogFilters>): CatalogPlace => ({
  filters: { ...filters, ...change },
  page: 1,
});

const toggle = (values: string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** Ticking or unticking a brand. */
export const toggleBrand = (filters: CatalogFilters, slug: string) =>
  withChange(filters, { brands: toggle(filters.brands, slug) });

/** Ticking or unticking a specification's value; a key left without values is no filter. */
export function toggleSpec(filters: CatalogFilters, key: string, value: string): CatalogPlace {
  const { [key]: chosen = [], ...others } = filters.specs;
  const values = toggle(chosen, value);
  return withChange(filters, { specs: values.length > 0 ? { ...others, [key]: values } : others });
}

/**
 * Another category: its specifications are not the old one's, so the specification filters go.
 * The search, brands, price, stock and sort stay.
 */
export const withCategory = (filters: CatalogFilters, category: string) => withChange(filters, { category, specs: {} });

/** Whether any filter narrows the list (the sort and the category a page is about aside). */
export const isFiltered = (f: CatalogFilters) =>
  Boolean(
    f.q ||
      f.brands.length ||
      f.minPrice ||
      f.maxPrice ||
      f.inStock ||
      Object.keys(f.specs).length ||
      f.fits.model ||
      f.fits.standards,
  );

/** The same filters with none of the narrowing ones: what "Clear filters" goes to. */
export const cleared = (f: CatalogFilters): CatalogPlace => ({
  filters: { ...noFilters, category: f.category, sort: f.sort },
  page: 1,
});
