import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutGrid from "lucide-react/icons/layout-grid";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useCategories } from "../api/get-categories.ts";
import { categoryPath, childrenOf, type MenuCategory, menuOf } from "../category-tree.ts";

/** A link chosen in the menu closes it: the page changes under it without a reload. */
const closeMenu = (e: MouseEvent<HTMLElement>) => e.currentTarget.closest("details")?.removeAttribute("open");

/**
 * The header's categories: the top of the tree, each with its subcategories. A `<details>`, so
 * it opens without scripts and from the keyboard; the top categories come with the page (the root
 * loader's `top`), so the HTML alone has them as links. Once the app runs, its own tree (fresher,
 * with subcategories) takes their place.
 */
export function CategoriesMenu({ top }: { top: MenuCategory[] }) {
  const hydrated = useHydrated();
  return (
    <details className="dropdown">
      <summary className="btn btn-ghost btn-sm md:btn-md">
        <LayoutGrid className="h-4 w-4" aria-hidden="true" />
        {/* A phone's header has room for the icon alone; the word is still read out. */}
        <span className="sr-only lg:not-sr-only">Categories</span>
        <ChevronDown className="hidden h-4 w-4 lg:block" aria-hidden="true" />
      </summary>
      {/* On a phone the button sits at the right: the menu takes the screen's width below the header's top row. */}
      <div className="dropdown-content z-40 mt-2 max-h-[calc(100vh-5rem)] w-[min(36rem,calc(100vw-1rem))] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-3 shadow-lg max-lg:fixed max-lg:inset-x-2 max-lg:w-auto max-sm:top-12 sm:max-lg:top-16">
        <Link to="/parts" onClick={closeMenu} className="link-hover link mb-2 block font-semibold">
          All parts
        </Link>
        {/*
          The tree is asked for only once the page has taken over: the header comes before the
          page, and a query it started while the server draws would keep the page's own copy of
          the tree, which arrived with the HTML, out of the cache.
        */}
        {hydrated ? <CategoryTreeLinks top={top} /> : <CategoryLinks top={top} />}
      </div>
    </details>
  );
}

function CategoryTreeLinks({ top }: { top: MenuCategory[] }) {
  const categories = useCategories().data;
  if (!categories) return <CategoryLinks top={top} />;
  return (
    <CategoryLinks
      top={menuOf(categories)}
      below={(slug) =>
        childrenOf(slug, categories)
          .filter((s) => s.count > 0)
          .map((s) => ({ slug: s.slug, name: s.name, path: categoryPath(s.slug, categories) }))
      }
    />
  );
}

function CategoryLinks({ top, below }: { top: MenuCategory[]; below?: (slug: string) => MenuCategory[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {top.map((c) => (
        <li key={c.slug}>
          <Link to={c.path} onClick={closeMenu} className="link-hover link font-semibold">
            {c.name}
          </Link>
          {below && (
            <ul className="mt-1 flex flex-col gap-0.5 text-sm">
              {below(c.slug).map((s) => (
                <li key={s.slug}>
                  <Link to={s.path} onClick={closeMenu} className="link-hover link">
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
