import type { Category, Part } from "@shop/contract";
import SearchX from "lucide-react/icons/search-x";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import type { ComponentType } from "react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state.tsx";
import { ListSearch } from "../../../components/list-search.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { useCatalogPage } from "../api/get-catalog-page.ts";
import { useFacets } from "../api/get-facets.ts";
import { type BikeFilter, type CatalogPlace, cleared, isFiltered, withChange } from "../catalog-address.ts";
import { formTarget, placeHref } from "../catalog-links.ts";
import { ActiveFilters } from "./active-filters.tsx";
import { ItemListData } from "./catalog-data.tsx";
import { CatalogPager } from "./catalog-pager.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { SortForm } from "./sort-form.tsx";

/** Parts on one page of the catalog: three rows of three beside the filters. */
export const CATALOG_PAGE_SIZE = 9;

/**
 * The catalog, on /parts and on each category's page: the filters with their counts beside the
 * parts (in a drawer on a phone: a checkbox opens it, so it works without scripts too), the
 * search within them, the sort, the chosen filters and the pages.
 */
export function CatalogView({
  place,
  categories,
  publicUrl,
  PartsGrid,
  FitsToggle,
}: {
  place: CatalogPlace;
  categories: Category[];
  publicUrl: string;
  /** The parts feature's grid of cards, handed in by the page (features use no other's components). */
  PartsGrid: ComponentType<{ parts: Part[] }>;
  /** The garage's 'Fits my bike' switch (issue 32), handed in like the grid: the same page with a bike, or without. */
  FitsToggle?: ComponentType<{ fits: BikeFilter; hrefWith: (fits: BikeFilter) => string }>;
}) {
  const { filters } = place;
  const page = useCatalogPage(place, CATALOG_PAGE_SIZE);
  const facets = useFacets(filters);
  const navigate = useNavigate();
  const href = (p: CatalogPlace) => placeHref(p, categories);
  const total = facets.data?.total;
  const sort = formTarget({ ...filters, sort: "" }, categories);

  return (
    <div className="drawer lg:drawer-open">
      <input id="catalog-filters" type="checkbox" className="drawer-toggle" />
      <div className="drawer-content flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="catalog-filters" className="btn btn-sm btn-outline drawer-button lg:hidden">
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            Filters
          </label>
          <p className="text-sm text-base-content/80" aria-live="polite">
            {total === undefined ? "" : `${total} ${total === 1 ? "part" : "parts"}`}
          </p>
          {FitsToggle && <FitsToggle fits={filters.fits} hrefWith={(fits) => href(withChange(filters, { fits }))} />}
          <div className="ml-auto">
            <SortForm {...sort} sort={filters.sort} />
          </div>
        </div>
        <ListSearch
          label="Search parts by name"
          value={filters.q}
          onSearch={(q) => navigate(href(withChange(filters, { q })), { preventScrollReset: true })}
        />
        <ActiveFilters filters={filters} facets={facets.data} href={href} />
        {/* The cards' titles are h3s: under this heading, as the filters' groups are under theirs. */}
        <h2 className="sr-only">Parts</h2>
        <QueryState query={page}>
          {({ items, ...links }) =>
            items.length === 0 ? (
              <EmptyState
                Icon={SearchX}
                title={
                  filters.q && !isFiltered({ ...filters, q: "" })
                    ? `No part matches “${filters.q}”.`
                    : "No part matches these filters."
                }
                action={
                  isFiltered(filters) && (
                    <Link to={href(cleared(filters))} className="btn btn-primary btn-sm">
                      Clear all filters
                    </Link>
                  )
                }
              >
                Fewer filters, another price range or another word may find what you are looking for.
              </EmptyState>
            ) : (
              <>
                <ItemListData parts={items} first={(place.page - 1) * CATALOG_PAGE_SIZE + 1} publicUrl={publicUrl} />
                <PartsGrid parts={items} />
                <CatalogPager place={place} answer={links} href={href} />
              </>
            )
          }
        </QueryState>
      </div>
      <div className="drawer-side z-40 lg:static lg:z-auto lg:h-auto lg:overflow-visible">
        {/* A click beside the open drawer closes it; the "Show parts" button below does the same for everyone. */}
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the backdrop is for the pointer only, hidden from assistive technology */}
        <label htmlFor="catalog-filters" aria-hidden="true" className="drawer-overlay" />
        <aside aria-label="Filters" className="min-h-full w-80 max-w-[85vw] bg-base-100 p-4 lg:w-60 lg:p-0 lg:pr-6">
          <div className="mb-2 flex items-center justify-between">
            <h2 className="text-lg font-bold">Filters</h2>
            <label htmlFor="catalog-filters" className="btn btn-ghost btn-sm btn-square lg:hidden" aria-hidden="true">
              <X className="h-5 w-5" />
            </label>
          </div>
          {facets.data && <FilterPanel filters={filters} facets={facets.data} categories={categories} href={href} />}
          <label htmlFor="catalog-filters" className="btn btn-primary btn-block mt-4 lg:hidden">
            {total === undefined ? "Show parts" : `Show ${total} ${total === 1 ? "part" : "parts"}`}
          </label>
        </aside>
      </div>
    </div>
  );
}
