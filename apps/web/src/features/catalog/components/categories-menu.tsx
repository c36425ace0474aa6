import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutGrid from "lucide-react/icons/layout-grid";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useCategories } from "../api/get-categories.ts";
import { categoryPath, childrenOf } from "../category-tree.ts";

/** A link chosen in the menu closes it: the page changes under it without a reload. */
const closeMenu = (e: MouseEvent<HTMLElement>) => e.currentTarget.closest("details")?.removeAttribute("open");

/**
 * The header's categories: the top of the tree, each with its subcategories. A `<details>`, so
 * it opens without scripts; 'All parts' is there even before the tree has been loaded.
 */
export function CategoriesMenu() {
  const hydrated = useHydrated();
  return (
    <details className="dropdown">
      <summary className="btn btn-ghost btn-sm md:btn-md">
        <LayoutGrid className="h-4 w-4" aria-hidden="true" />
        {/* A phone's header has room for the icon alone; the word is still read out. */}
        <span className="sr-only sm:not-sr-only">Categories</span>
        <ChevronDown className="hidden h-4 w-4 sm:block" aria-hidden="true" />
      </summary>
      <div className="dropdown-content z-40 mt-2 w-[min(36rem,calc(100vw-1rem))] rounded-box border border-base-300 bg-base-100 p-3 shadow-lg">
        <Link to="/parts" onClick={closeMenu} className="link-hover link mb-2 block font-semibold">
          All parts
        </Link>
        {/*
          Asked for only once the page has taken over: the header comes before the page, and a
          query it started while the server draws would keep the page's own copy of the tree,
          which arrived with the HTML, out of the cache.
        */}
        {hydrated && <CategoryLinks />}
      </div>
    </details>
  );
}

function CategoryLinks() {
  const categories = useCategories().data ?? [];
  const top = childrenOf("", categories).filter((c) => c.count > 0);
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {top.map((c) => (
        <li key={c.slug}>
          <Link to={categoryPath(c.slug, categories)} onClick={closeMenu} className="link-hover link font-semibold">
            {c.name}
          </Link>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm">
            {childrenOf(c.slug, categories)
              .filter((s) => s.count > 0)
              .map((s) => (
                <li key={s.slug}>
                  <Link to={categoryPath(s.slug, categories)} onClick={closeMenu} className="link-hover link">
                    {s.name}
                  </Link>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
