import type { AdminCategory } from "@shop/contract";

export type TreeRow = AdminCategory & { depth: number };

/**
 * The categories in tree order, each after its parent with its depth, siblings in the order the
 * server lists them. A category whose parent is missing is shown at the top rather than lost.
 */
export function treeOrder(categories: readonly AdminCategory[]): TreeRow[] {
  const known = new Set(categories.map((c) => c.slug));
  const children = new Map<string | null, AdminCategory[]>();
  for (const c of categories) {
    const parent = c.parent !== null && known.has(c.parent) ? c.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const rows: TreeRow[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      rows.push({ ...c, depth });
      // The server keeps the tree a tree; the depth bound only guards against a bad answer.
      if (depth < 16) visit(c.slug, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The categories a category may move under: not itself, nor anything below it. */
export function allowedParents(rows: readonly TreeRow[], slug: string): TreeRow[] {
  const start = rows.findIndex((r) => r.slug === slug);
  const self = rows[start];
  if (!self) return [...rows];
  let end = start + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > self.depth) end++;
  return [...rows.slice(0, start), ...rows.slice(end)];
}

/** A category and those above it, top first: whose specification definitions its parts have. */
export function trailOf(slug: string, categories: readonly AdminCategory[]): string[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const trail: string[] = [];
  // The server keeps the tree a tree; the bound only guards against a bad answer.
  for (let c = bySlug.get(slug); c && trail.length < categories.length; c = c.parent ? bySlug.get(c.parent) : undefined)
    trail.unshift(c.slug);
  return trail;
}
