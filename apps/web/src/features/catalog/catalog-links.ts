import type { Category } from "@shop/contract";
import { type CatalogFilters, type CatalogPlace, catalogQuery, readCatalogPlace } from "./catalog-address.ts";
import { categoryPath } from "./category-tree.ts";

/**
 * The one address of a place in the catalog: a category's own page (/c/drivetrain/cassettes?...)
 * when it has a known category, /parts?... otherwise. Every link of the catalog is made here, so
 * a page has one address whichever way it was reached.
 */
export function placeHref(place: CatalogPlace, categories: Category[]): string {
  const slug = place.filters.category;
  if (slug && categories.some((c) => c.slug === slug))
    return `${categoryPath(slug, categories)}${catalogQuery(place, false)}`;
  return `/parts${catalogQuery(place)}`;
}

/**
 * Where a GET form of the catalog goes (a form works before the scripts come, and without them),
 * and the other filters it carries as hidden fields. `filters` has the form's own fields blanked.
 */
export function formTarget(filters: CatalogFilters, categories: Category[]) {
  const [action = "/parts", query = ""] = placeHref({ filters, page: 1 }, categories).split("?");
  return { action, hidden: [...new URLSearchParams(query)] };
}

/** The ad networks' click ids: like utm_* parameters, they say where a visitor came from. */
const CLICK_IDS = new Set(["gclid", "fbclid", "msclkid"]);
const isCampaign = (key: string) => key.startsWith("utm_") || CLICK_IDS.has(key);

/**
 * The address a catalog page should have, when the one asked is another way of writing it (a
 * form's empty fields, its fields in another order, `sort=newest`, a filter the API would refuse):
 * undefined when it already is. `withCategory` false on a category page, whose category is its path.
 * Campaign parameters are not the catalog's but are carried along, after its own, so the shop's
 * analytics still see where a visitor who was redirected came from.
 */
export function canonicalAddress(url: URL, withCategory: boolean): string | undefined {
  const own = catalogQuery(readCatalogPlace(url.searchParams), withCategory).replace(/^\?/, "");
  const campaign = new URLSearchParams([...url.searchParams].filter(([key]) => isCampaign(key))).toString();
  const query = [own, campaign].filter((part) => part !== "").join("&");
  const asked = new URLSearchParams(url.search).toString();
  return asked === query ? undefined : `${url.pathname}${query === "" ? "" : `?${query}`}`;
}
