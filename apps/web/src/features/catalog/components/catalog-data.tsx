import type { Category, Part } from "@shop/contract";
import { JsonLd } from "../../../components/json-ld.tsx";
import { categoryPath, trailOf } from "../category-tree.ts";

/** The parts of the page shown as schema.org `ItemList`, at their place in the whole list. */
export function ItemListData({ parts, first, publicUrl }: { parts: Part[]; first: number; publicUrl: string }) {
  return (
    <JsonLd
      data={{
        "@type": "ItemList",
        itemListElement: parts.map((part, i) => ({
          "@type": "ListItem",
          position: first + i,
          url: `${publicUrl}/parts/${part._id}`,
          name: part.name,
        })),
      }}
    />
  );
}

/** The way from the catalog down to a category, as schema.org `BreadcrumbList`. */
export function BreadcrumbData({
  slug,
  categories,
  publicUrl,
}: {
  slug: string;
  categories: Category[];
  publicUrl: string;
}) {
  const trail = [
    { name: "All parts", path: "/parts" },
    ...trailOf(slug, categories).map((c) => ({ name: c.name, path: categoryPath(c.slug, categories) })),
  ];
  return (
    <JsonLd
      data={{
        "@type": "BreadcrumbList",
        itemListElement: trail.map((step, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: step.name,
          item: `${publicUrl}${step.path}`,
        })),
      }}
    />
  );
}
