import { categoryMessages, type PartsQuery, specMessages } from "@shop/contract";
import { type AnyColumn, and, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import { type Db, namedByText, preparedRaw, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { likeText } from "../../shared/paging.ts";
import { type Search, searchFor } from "./search.ts";
import { filterValue, type SpecRule } from "./spec-rules.ts";
import { type DefinedSpec, keptLookUp, type QueryTaxonomy } from "./taxonomy.ts";
import type { TreeRow } from "./taxonomy-lists.ts";

/*
 * A catalog query turned into conditions on `parts` alone, one per filter, kept apart so that a
 * facet can leave its own filter out (facets.ts). Slugs are looked up first: an unknown category,
 * brand or specification, or a value of the wrong kind, is refused with its name.
 */

export type CatalogFilters = {
  /** The chosen category's id and its subcategories'. */
  categoryIds?: string[];
  /** The chosen brands' ids. */
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

/** Fit classes, each with its category. */
type FitClasses = readonly { id: number; categoryId: string }[];

/**
 * The fit filter (features/fit) judges which fit classes fit a bike; it is set here when the app
 * is built, so the catalog does not import the feature that builds on it. For a bike the hook's
 * memory knows, a query with the filter runs no more statements than without it: the catalog's
 * own read carries the check (`guess`, decision 0114). Otherwise what the hook needs is one
 * column (`read`), read in a small statement of its own beside the catalog's kept look-up.
 */
export type CatalogHook = {
  /**
   * The classes that fit, as far as the hook's memory tells, and a column whose value, read in the
   * same statement as the rows, says whether they were current; undefined when it cannot tell.
   */
  guess(db: Db, query: PartsQuery): { fitting: FitClasses; check: FitCheck } | undefined;
  /** A column to read first, or undefined when the query asks for no bike. */
  read(query: PartsQuery): SQL | undefined;
  /** The fit classes that fit, given what `read` read (undefined: none read). */
  fitting(db: Db, query: PartsQuery, read: unknown): Promise<FitClasses | undefined>;
};
/** A column the catalog reads along with its rows, and whether its value says they hold. */
export type FitCheck = { column: SQL; holds(read: unknown): boolean };

/** What a read of no rows answered of the check column: nothing, so it is read on its own. */
export const NOT_READ = Symbol("not read");

/** Whether every read's value of the check column says the guessed fit classes were current. */
export async function fitCheckHolds(db: Db, check: FitCheck, reads: unknown[]) {
  for (const read of reads) {
    if (!check.holds(read === NOT_READ ? await readColumn(db, check.column) : read)) return false;
  }
  return true;
}

/** A column read on its own, in a statement named after its text (decision 0111). */
async function readColumn(db: Db, column: SQL): Promise<unknown> {
  const statement = preparedRaw(db, sql`select ${column} as value`);
  return rowsOf<{ value: unknown }>(await namedByText(statement).execute())[0]?.value;
}
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
  /** The fit filter was guessed: its check, to read along and, if it fails, resolve again unguessed. */
  fitCheck?: FitCheck;
};

const NOTHING_NAMED: QueryTaxonomy = { category: null, subtree: [], rules: [], brands: [] };

export async function resolveQuery(
  db: Db,
  query: PartsQuery,
  { lists = false, guess = true } = {},
): Promise<ResolvedQuery> {
  const guessed = guess ? hooked?.guess(db, query) : undefined;
  const hookRead = guessed ? undefined : hooked?.read(query);
  // A query that names no category or brand (a search, the whole catalog) looks nothing up.
  const names = query.category !== undefined || query.brand !== undefined || lists;
  const [named, search, hookValue] = await Promise.all([
    names ? keptLookUp(db, query.category, query.brand ?? [], lists) : NOTHING_NAMED,
    query.search ? searchFor(db, query.search) : undefined,
    hookRead && readColumn(db, hookRead),
  ]);
  if (query.category !== undefined && !named.category)
    throw new InvalidInput(categoryMessages.unknownCategory(query.category));
  const unknownBrand = query.brand?.find((slug) => !named.brands.some((b) => b.slug === slug));
  if (unknownBrand !== undefined) throw new InvalidInput(categoryMessages.unknownBrand(unknownBrand));
  const category = named.category ?? undefined;
  const categoryIds = category && named.subtree;
  const brandIds = query.brand && named.brands.map((b) => b.id);
  const fitting = guessed?.fitting ?? (await hooked?.fitting(db, query, hookValue));
  const inSubtree = categoryIds && new Set(categoryIds);
  const filters: CatalogFilters = {
    categoryIds,
    brandIds,
    price: and(
      query.minPrice === undefined ? undefined : gte(parts.priceCents, query.minPrice),
      query.maxPrice === undefined ? undefined : lte(parts.priceCents, query.maxPrice),
    ),
    // At least a minimum order left: the stock level the in-stock index reads (decision 0121).
    inStock: query.inStock ? sql`${parts.stockLevel} > 0` : undefined,
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
  const { tree, allBrands } = named;
  return { filters, category, rules: named.rules, search, tree, allBrands, fitCheck: guessed?.check };
}

/** A filter a facet count leaves out ("" for none). */
export type LeftOut = "category" | "brand" | "price" | `spec:${string}` | "";

/** Every filter but the one named: the conditions a facet counts under ("" for the page's). */
export function conditionsBut(filters: CatalogFilters, leaveOut: LeftOut) {
  const specs = [...filters.specs].filter(([key]) => leaveOut !== `spec:${key}`).map(([, c]) => c);
  return and(
    taxonomyBut(filters, leaveOut, parts),
    leaveOut === "price" ? undefined : filters.price,
    filters.inStock,
    filters.text,
    ...specs,
  );
}

/** The columns the category, brand and fit filters read: on `parts`, or on `part_counts`. */
type TaxonomyColumns = { categoryId: AnyColumn; brandId: AnyColumn; fitClassId: AnyColumn };

/** The category, brand and fit conditions not left out, on `parts` or on the counts kept by them. */
export function taxonomyBut(filters: CatalogFilters, leaveOut: LeftOut, on: TaxonomyColumns) {
  const { categoryIds, brandIds, fit } = filters;
  // The fit classes of the chosen category, unless the category is left out (decision 0113).
  const fitIds = fit && (leaveOut !== "category" && fit.inCategory ? fit.inCategory : fit.all);
  return and(
    leaveOut !== "category" && categoryIds ? anyOf(on.categoryId, categoryIds, "uuid") : undefined,
    leaveOut !== "brand" && brandIds ? anyOf(on.brandId, brandIds, "uuid") : undefined,
    fitIds && anyOf(on.fitClassId, fitIds, "int"),
  );
}

/**
 * One array parameter, not a list of them: a statement's text is the same whatever the number of
 * subcategories, brands or fit classes, so it is named once (decision 0111).
 */
function anyOf(column: AnyColumn, ids: string[] | number[], type: "uuid" | "int") {
  return sql`${column} = any(${sql.param(ids)}::${sql.raw(type)}[])`;
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
