import { categoryMessages, type PartsQuery, specMessages } from "@shop/contract";
import { and, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { likeText } from "../../shared/paging.ts";
import { type Search, searchFor } from "./search.ts";
import { filterValue, type SpecRule } from "./spec-rules.ts";
import { type DefinedSpec, keptLookUp, lookUpQuery, type QueryTaxonomy } from "./taxonomy.ts";
import type { TreeRow } from "./taxonomy-lists.ts";

/*
 * A catalog query turned into conditions on `parts` alone, one per filter, kept apart so that a
 * facet can leave its own filter out (facets.ts). Slugs are looked up first: an unknown category,
 * brand or specification, or a value of the wrong kind, is refused with its name.
 */

export type CatalogFilters = {
  category?: SQL;
  /** The ids `category` holds: the chosen category's and its subcategories'. */
  categoryIds?: string[];
  brand?: SQL;
  /** The ids `brand` holds. */
  brandIds?: string[];
  price?: SQL;
  inStock?: SQL;
  /** One condition per specification key asked for: any of its values. */
  specs: Map<string, SQL>;
  /** Not facets, always applied: the old `q` (name contains) and `search`. */
  text?: SQL;
  /**
   * The fit filter (issue 32), always applied: the ids of the fit classes that fit the bike, in
   * every category (a category facet counts them all), and those of the chosen category and its
   * subcategories (for the page and every other facet). Given only its own category's classes,
   * PostgreSQL reckons the rows a category's page finds from them, not from every fitting class
   * of the catalog, and reads them from the class index (decision 0113).
   */
  fit?: { all: number[]; inCategory?: number[] };
};

/**
 * The fit filter (features/fit) judges which fit classes fit a bike; it is set here when the app
 * is built, so the catalog does not import the feature that builds on it. What it needs from the
 * database it names as one column (`read`), read in the catalog's own look-up statement: a query
 * with the filter runs no more statements than without it.
 */
export type CatalogHook = {
  /** A column for the look-up statement, or undefined when the query asks for no bike. */
  read(query: PartsQuery): SQL | undefined;
  /** The fit classes that fit, each with its category, given what `read` read (undefined: none read). */
  fitting(db: Db, query: PartsQuery, read: unknown): Promise<readonly { id: number; categoryId: string }[] | undefined>;
};
let hooked: CatalogHook | undefined;
export function hookCatalogFilter(hook: CatalogHook) {
  hooked = hook;
}

export type ResolvedQuery = {
  filters: CatalogFilters;
  /** The chosen category, and the specifications its parts follow. */
  category?: { id: string; slug: string; name: string };
  rules: DefinedSpec[];
  search?: Search;
  /** With `lists`: the whole tree and every brand, read in the same look-up (facets.ts). */
  tree?: TreeRow[];
  allBrands?: { id: string; slug: string; name: string }[];
};

const NOTHING_NAMED: QueryTaxonomy = { category: null, subtree: [], rules: [], brands: [] };

export async function resolveQuery(db: Db, query: PartsQuery, lists = false): Promise<ResolvedQuery> {
  const hookRead = hooked?.read(query);
  // A query that names no category or brand (a search, the whole catalog) looks nothing up.
  const names = query.category !== undefined || query.brand !== undefined || lists || hookRead !== undefined;
  const [named, search] = await Promise.all([
    !names
      ? NOTHING_NAMED
      : hookRead === undefined
        ? keptLookUp(db, query.category, query.brand ?? [], lists)
        : lookUpQuery(db, query.category, query.brand ?? [], lists, hookRead),
    query.search ? searchFor(db, query.search) : undefined,
  ]);
  if (query.category !== undefined && !named.category)
    throw new InvalidInput(categoryMessages.unknownCategory(query.category));
  const unknownBrand = query.brand?.find((slug) => !named.brands.some((b) => b.slug === slug));
  if (unknownBrand !== undefined) throw new InvalidInput(categoryMessages.unknownBrand(unknownBrand));
  const category = named.category ?? undefined;
  const categoryIds = category && named.subtree;
  const brandIds = query.brand && named.brands.map((b) => b.id);
  const fitting = await hooked?.fitting(db, query, named.hooked);
  const inSubtree = categoryIds && new Set(categoryIds);
  const filters: CatalogFilters = {
    // One array each, not a list of parameters: a statement's text is the same whatever the
    // number of subcategories or brands, so it is named once (decision 0111).
    category: categoryIds && sql`${parts.categoryId} = any(${sql.param(categoryIds)}::uuid[])`,
    categoryIds,
    brand: brandIds && sql`${parts.brandId} = any(${sql.param(brandIds)}::uuid[])`,
    brandIds,
    price: and(
      query.minPrice === undefined ? undefined : gte(parts.priceCents, query.minPrice),
      query.maxPrice === undefined ? undefined : lte(parts.priceCents, query.maxPrice),
    ),
    inStock: query.inStock ? sql`${parts.availableQuantity} >= ${parts.minQuantity}` : undefined,
    specs: specFilters(query.specs ?? {}, named.rules, category?.name),
    // Text with nothing to search by (only punctuation) finds nothing, as a search for it would.
    text: and(
      query.q ? ilike(parts.name, likeText(query.q)) : undefined,
      query.search === undefined ? undefined : (search?.where ?? sql`false`),
    ),
    fit: fitting && {
      all: fitting.map((c) => c.id),
      inCategory: inSubtree && fitting.filter((c) => inSubtree.has(c.categoryId)).map((c) => c.id),
    },
  };
  return { filters, category, rules: named.rules, search, tree: named.tree, allBrands: named.allBrands };
}

/** A filter a facet count leaves out ("" for none). */
export type LeftOut = "category" | "brand" | "price" | `spec:${string}` | "";

/** Every filter but the one named: the conditions a facet counts under ("" for the page's). */
export function conditionsBut(filters: CatalogFilters, leaveOut: LeftOut) {
  const specs = [...filters.specs].filter(([key]) => leaveOut !== `spec:${key}`).map(([, c]) => c);
  const fit = fitClassesBut(filters, leaveOut);
  return and(
    leaveOut === "category" ? undefined : filters.category,
    leaveOut === "brand" ? undefined : filters.brand,
    leaveOut === "price" ? undefined : filters.price,
    filters.inStock,
    filters.text,
    fit && sql`${parts.fitClassId} = any(${sql.param(fit)}::int[])`,
    ...specs,
  );
}

/** The fit classes a read keeps: the chosen category's, unless it leaves the category out. */
export function fitClassesBut(filters: CatalogFilters, leaveOut: LeftOut): number[] | undefined {
  const { fit } = filters;
  return fit && (leaveOut !== "category" && fit.inCategory ? fit.inCategory : fit.all);
}

function specFilters(asked: Record<string, string[]>, rules: SpecRule[], category: string | undefined) {
  const byKey = new Map(rules.map((r) => [r.key, r]));
  const filters = new Map<string, SQL>();
  for (const [key, values] of Object.entries(asked)) {
    if (category === undefined) throw new InvalidInput(specMessages.noCategory(key));
    const rule = byKey.get(key);
    if (!rule) throw new InvalidInput(specMessages.unknownKey(key, category));
    const matches = values.map(
      (text) => sql`${parts.specs} @> ${JSON.stringify({ [key]: filterValue(rule, text) })}::jsonb`,
    );
    filters.set(key, sql`(${sql.join(matches, sql` or `)})`);
  }
  return filters;
}
