import type { Category } from "@shop/contract";
import { Link } from "react-router";
import { categoryPath, childrenOf } from "../category-tree.ts";

/** A category's subcategories as links, each with its number of parts. */
export function Subcategories({ slug, categories }: { slug: string; categories: Category[] }) {
  const below = childrenOf(slug, categories).filter((c) => c.count > 0);
  if (below.length === 0) return null;
  return (
    <nav aria-label="Subcategories">
      <ul className="flex flex-wrap gap-2">
        {below.map((c) => (
          <li key={c.slug}>
            <Link to={categoryPath(c.slug, categories)} className="btn btn-sm btn-outline gap-2 font-normal">
              {c.name}
              <span className="badge badge-sm badge-ghost tabular-nums">
                {c.count}
                <span className="sr-only"> parts</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
