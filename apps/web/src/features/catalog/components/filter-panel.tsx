import type { Category, Facets } from "@shop/contract";
import ChevronLeft from "lucide-react/icons/chevron-left";
import { Link } from "react-router";
import {
  type CatalogFilters,
  type CatalogPlace,
  toggleBrand,
  toggleSpec,
  withCategory,
  withChange,
} from "../catalog-address.ts";
import { formTarget } from "../catalog-links.ts";
import { childrenOf, trailOf } from "../category-tree.ts";
import { FacetGroup, FacetLink, specText } from "./facet-link.tsx";
import { PriceFilter } from "./price-filter.tsx";

type PanelProps = {
  filters: CatalogFilters;
  facets: Facets;
  categories: Category[];
  href: (place: CatalogPlace) => string;
};

/**
 * Every filter of the catalog with its counts (each counted under the other filters, as the API
 * gives them). A value no part has under the other filters is left out, unless it is chosen.
 */
export function FilterPanel({ filters, facets, categories, href }: PanelProps) {
  const shown = <T extends { count: number }>(values: T[], chosen: (v: T) => boolean) =>
    values.filter((v) => v.count > 0 || chosen(v));
  const price = formTarget({ ...filters, minPrice: "", maxPrice: "" }, categories);
  return (
    <div className="flex flex-col">
      <CategoryFacet filters={filters} facets={facets} categories={categories} href={href} />
      <FacetGroup title="Availability">
        <li>
          <FacetLink
            to={href(withChange(filters, { inStock: !filters.inStock }))}
            selected={filters.inStock}
            label="In stock only"
          />
        </li>
      </FacetGroup>
      <PriceFilter {...price} minPrice={filters.minPrice} maxPrice={filters.maxPrice} range={facets.price} />
      {facets.brands.length > 0 && (
        <FacetGroup title="Brand">
          {shown(facets.brands, (b) => filters.brands.includes(b.slug)).map((b) => (
            <li key={b.slug}>
              <FacetLink
                to={href(toggleBrand(filters, b.slug))}
                selected={filters.brands.includes(b.slug)}
                label={b.name}
                count={b.count}
              />
            </li>
          ))}
        </FacetGroup>
      )}
      {facets.specs.map((spec) => {
        const chosen = filters.specs[spec.key] ?? [];
        const values = shown(spec.values, (v) => chosen.includes(String(v.value)));
        if (values.length === 0) return null;
        return (
          <FacetGroup key={spec.key} title={spec.label}>
            {values.map((v) => (
              <li key={String(v.value)}>
                <FacetLink
                  to={href(toggleSpec(filters, spec.key, String(v.value)))}
                  selected={chosen.includes(String(v.value))}
                  label={specText(v.value, spec.unit)}
                  count={v.count}
                />
              </li>
            ))}
          </FacetGroup>
        );
      })}
    </div>
  );
}

/**
 * Without a category: the top of the tree. With one: the way back up, the category itself and
 * its subcategories, each with its count under the other filters.
 */
function CategoryFacet({ filters, facets, categories, href }: PanelProps) {
  const counts = new Map(facets.categories.map((c) => [c.slug, c.count]));
  const current = filters.category;
  const trail = current ? trailOf(current, categories) : [];
  const below = childrenOf(current, categories).filter((c) => (counts.get(c.slug) ?? 0) > 0);
  return (
    <FacetGroup title="Category">
      {current && (
        <li>
          <Link
            to={href(withCategory(filters, trail.at(-2)?.slug ?? ""))}
            preventScrollReset
            className="flex min-h-8 items-center gap-1 rounded-field px-1.5 py-1 text-sm hover:bg-base-200"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {trail.at(-2)?.name ?? "All categories"}
          </Link>
        </li>
      )}
      {trail.at(-1) && (
        <li className="px-1.5 py-1 font-semibold" aria-current="page">
          {trail.at(-1)?.name}
        </li>
      )}
      {below.map((c) => (
        <li key={c.slug} className={current ? "pl-3" : undefined}>
          <Link
            to={href(withCategory(filters, c.slug))}
            className="flex min-h-8 items-center gap-2 rounded-field px-1.5 py-1 hover:bg-base-200"
          >
            <span className="flex-1">{c.name}</span>
            <span className="text-xs tabular-nums text-base-content/70">
              {counts.get(c.slug)}
              <span className="sr-only"> parts</span>
            </span>
          </Link>
        </li>
      ))}
    </FacetGroup>
  );
}
