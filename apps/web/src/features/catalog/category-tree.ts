import type { Category } from "@shop/contract";

/*
 * The category tree as the web app walks it. Slugs are unique across the whole tree, so a
 * category page's address is its path of slugs (/c/drivetrain/cassettes) for people and
 * breadcrumbs, and its last slug alone names it (docs/decisions/0040).
 */

/** The category and its ancestors, top first; empty for an unknown slug. */
export function trailOf(slug: string, categories: Category[]): Category[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const trail: Category[] = [];
  // A tree has no loop (the server keeps it so); the bound only guards against a bad answer.
  for (let c = bySlug.get(slug); c && trail.length < categories.length; c = c.parent ? bySlug.get(c.parent) : undefined)
    trail.unshift(c);
  return trail;
}

/** A category page's path: /c/ and its slugs from the top. */
export const categoryPath = (slug: string, categories: Category[]) =>
  `/c/${trailOf(slug, categories)
    .map((c) => c.slug)
    .join("/")}`;

/** The direct subcategories of a category, or the top of the tree for "". */
export const childrenOf = (slug: string, categories: Category[]) => categories.filter((c) => (c.parent ?? "") === slug);

/**
 * The category an address's path names, by its last slug, and its canonical path; undefined
 * for an unknown slug. A path that names it otherwise (/c/cassettes) is sent to the canonical one.
 */
export function categoryAt(splat: string, categories: Category[]) {
  const slug = splat.split("/").filter(Boolean).at(-1) ?? "";
  const category = categories.find((c) => c.slug === slug);
  return category && { category, path: categoryPath(slug, categories) };
}

/** A category as the header's menu links it. */
export type MenuCategory = { slug: string; name: string; path: string };

/** The header menu's categories: the top of the tree that has parts, each with its page's path. */
export const menuOf = (categories: Category[]): MenuCategory[] =>
  childrenOf("", categories)
    .filter((c) => c.count > 0)
    .map((c) => ({ slug: c.slug, name: c.name, path: categoryPath(c.slug, categories) }));
