import type { Category } from "@shop/contract";
import { Link } from "react-router";
import { categoryPath, trailOf } from "../category-tree.ts";

/**
 * The way from the catalog down to a category. On the category's own page it is last and not a
 * link; below it (a part's page, `linkLast`) it is a link too.
 */
export function Breadcrumbs({
  slug,
  categories,
  linkLast = false,
}: {
  slug: string;
  categories: Category[];
  linkLast?: boolean;
}) {
  const trail = trailOf(slug, categories);
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs text-sm">
      <ul>
        <li>
          <Link to="/parts">All parts</Link>
        </li>
        {trail.map((c, i) => (
          <li key={c.slug}>
            {linkLast || i < trail.length - 1 ? (
              <Link to={categoryPath(c.slug, categories)}>{c.name}</Link>
            ) : (
              <span aria-current="page">{c.name}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
