import { categoryMessages, type PartsQuery, specMessages } from "@shop/contract";
import { and, eq, gte, ilike, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { brands, categories, parts } from "../../db/schema.ts";
import { InvalidInput } from "../../shared/domain-errors.ts";
import { likeText } from "../../shared/paging.ts";
import { type Search, searchFor } from "./search.ts";
import { filterValue, type SpecRule } from "./spec-rules.ts";
import { type DefinedSpec, specRulesOf, subtreeIds } from "./taxonomy.ts";

/*
 * A catalog query turned into conditions on `parts` alone, one per filter, kept apart so that a
 * facet can leave its own filter out (facets.ts). Slugs are looked up first: an unknown category,
 * brand or specification, or a value of the wrong kind, is refused with its name.
 */

export type CatalogFilters = {
  category?: SQL;
  brand?: SQL;
  price?: SQL;
  inStock?: SQL;
  /** One condition per specification key asked for: any of its values. */
  specs: Map<string, SQL>;
  /**
   * Not facets, always applied: the old `q` (name contains), `search`, and the conditions other
   * features hook in (the fit filter, issue 32).
   */
  text?: SQL;
};

/**
 * A filter another feature adds to every catalog query, as one condition on `parts` (or none):
 * the fit filter (features/fit) is set here when the app is built, so the catalog does not
 * import the feature that builds on it.
 */
export type CatalogHook = (db: Db, query: PartsQuery) => Promise<SQL | undefined>;
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
};

export async function resolveQuery(db: Db, query: PartsQuery): Promise<ResolvedQuery> {
  const category = query.category ? await categoryBySlug(db, query.category) : undefined;
  const rules = category ? await specRulesOf(db, category.id) : [];
  const search = query.search ? await searchFor(db, query.search) : undefined;
  const filters: CatalogFilters = {
    category: category && inArray(parts.categoryId, await subtree(db, category.id)),
    brand: query.brand && inArray(parts.brandId, await brandIds(db, query.brand)),
    price: and(
      query.minPrice === undefined ? undefined : gte(parts.priceCents, query.minPrice),
      query.maxPrice === undefined ? undefined : lte(parts.priceCents, query.maxPrice),
    ),
    inStock: query.inStock ? sql`${parts.availableQuantity} >= ${parts.minQuantity}` : undefined,
    specs: specFilters(query.specs ?? {}, rules, category?.name),
    // Text with nothing to search by (only punctuation) finds nothing, as a search for it would.
    text: and(
      query.q ? ilike(parts.name, likeText(query.q)) : undefined,
      query.search === undefined ? undefined : (search?.where ?? sql`false`),
      await hooked?.(db, query),
    ),
  };
  return { filters, category, rules, search };
}

/** Every filter but those named: the conditions a facet counts under. */
export function conditionsBut(
  filters: CatalogFilters,
  leaveOut: "category" | "brand" | "price" | `spec:${string}` | "",
) {
  const specs = [...filters.specs].filter(([key]) => leaveOut !== `spec:${key}`).map(([, c]) => c);
  return and(
    leaveOut === "category" ? undefined : filters.category,
    leaveOut === "brand" ? undefined : filters.brand,
    leaveOut === "price" ? undefined : filters.price,
    filters.inStock,
    filters.text,
    ...specs,
  );
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

async function categoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!row) throw new InvalidInput(categoryMessages.unknownCategory(slug));
  return row;
}

async function subtree(db: Db, categoryId: string): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(subtreeIds(categoryId))).map((r) => r.id);
}

async function brandIds(db: Db, slugs: string[]): Promise<string[]> {
  const rows = await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.slug, slugs));
  const unknown = slugs.find((s) => !rows.some((r) => r.slug === s));
  if (unknown !== undefined) throw new InvalidInput(categoryMessages.unknownBrand(unknown));
  return rows.map((r) => r.id);
}
