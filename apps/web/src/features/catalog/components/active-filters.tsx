import type { Facets } from "@shop/contract";
import X from "lucide-react/icons/x";
import { Link } from "react-router";
import {
  type CatalogFilters,
  type CatalogPlace,
  cleared,
  isFiltered,
  toggleBrand,
  toggleSpec,
  withChange,
} from "../catalog-address.ts";
import { specText } from "./facet-link.tsx";

/** What narrows the list now, each with a way to take it off, and one to take them all off. */
export function ActiveFilters({
  filters,
  facets,
  href,
}: {
  filters: CatalogFilters;
  facets: Facets | undefined;
  href: (place: CatalogPlace) => string;
}) {
  if (!isFiltered(filters)) return null;
  const brandName = (slug: string) => facets?.brands.find((b) => b.slug === slug)?.name ?? slug;
  const spec = (key: string) => facets?.specs.find((s) => s.key === key);
  const price =
    filters.minPrice && filters.maxPrice
      ? `$${filters.minPrice} – $${filters.maxPrice}`
      : filters.minPrice
        ? `From $${filters.minPrice}`
        : `Up to $${filters.maxPrice}`;
  const chips: { label: string; to: CatalogPlace }[] = [
    ...(filters.q ? [{ label: `“${filters.q}”`, to: withChange(filters, { q: "" }) }] : []),
    ...filters.brands.map((b) => ({ label: brandName(b), to: toggleBrand(filters, b) })),
    ...(filters.minPrice || filters.maxPrice
      ? [{ label: price, to: withChange(filters, { minPrice: "", maxPrice: "" }) }]
      : []),
    ...(filters.inStock ? [{ label: "In stock", to: withChange(filters, { inStock: false }) }] : []),
    ...Object.entries(filters.specs).flatMap(([key, values]) =>
      values.map((value) => {
        const s = spec(key);
        return {
          label: `${s?.label ?? key}: ${specText(value, s?.unit ?? null)}`,
          to: toggleSpec(filters, key, value),
        };
      }),
    ),
  ];
  return (
    <nav aria-label="Chosen filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.label}
          to={href(chip.to)}
          rel="nofollow"
          preventScrollReset
          className="badge badge-outline gap-1 py-3 hover:bg-base-200"
        >
          {chip.label}
          <X className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">(remove)</span>
        </Link>
      ))}
      <Link to={href(cleared(filters))} preventScrollReset className="link text-sm">
        Clear all filters
      </Link>
    </nav>
  );
}
