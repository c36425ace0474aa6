import { type AdminProduct, type AdminProductsQuery, PRODUCTS_PAGE } from "@shop/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { parts } from "../../../db/schema.ts";
import { likeText, type Page } from "../../../shared/paging.ts";
import { readSortedPage, type SortKey } from "../../../shared/sorted-paging.ts";

/*
 * The owner's products, a page at a time by name (decision 0050). A product is a family of
 * variants (decision 0033) with no row of its own: it is listed by one of them, the one with the
 * lowest id. A page walks the (name, id) index and keeps a variant only when its family has none
 * with a lower id (one probe of the family index each), so page 1,000 costs what page 1 costs;
 * its families' counts and stock are then read for that page alone.
 */

const BY_NAME: SortKey = { code: "product-name", value: parts.name, kind: "text", descending: false };

type Lead = {
  id: string;
  sortValue: string;
  familyId: string;
  name: string;
  img: string;
  category: { slug: string; name: string } | null;
  brand: { slug: string; name: string } | null;
};

export async function listProducts(db: Db, query: AdminProductsQuery): Promise<Page<AdminProduct>> {
  const limit = query.limit ?? PRODUCTS_PAGE;
  const search = query.q ? sql`and parts.name ilike ${likeText(query.q)}` : sql``;
  const page = await readSortedPage<Lead>(BY_NAME, parts.id, query.cursor, limit, async (where, order, take) =>
    rowsOf<Lead>(
      await db.execute(sql`select parts.id, parts.name as "sortValue", parts.family_id as "familyId", parts.name,
          parts.img,
          case when c.id is null then null else json_build_object('slug', c.slug, 'name', c.name) end as category,
          case when b.id is null then null else json_build_object('slug', b.slug, 'name', b.name) end as brand
        from parts
        left join categories c on c.id = parts.category_id
        left join brands b on b.id = parts.brand_id
        where not exists (select 1 from parts q where q.family_id = parts.family_id and q.id < parts.id)
          ${search} ${where ? sql`and ${where}` : sql``}
        order by ${sql.join(order, sql`, `)}
        limit ${take}`),
    ),
  );
  const families = await familyTotals(
    db,
    page.items.map((p) => p.familyId),
  );
  return {
    ...page,
    items: page.items.map((p) => ({
      _id: p.id,
      name: p.name,
      img: p.img,
      category: p.category,
      brand: p.brand,
      variants: families.get(p.familyId)?.variants ?? 1,
      stock: families.get(p.familyId)?.stock ?? 0,
    })),
  };
}

async function familyTotals(db: Db, familyIds: string[]) {
  const totals = new Map<string, { variants: number; stock: number }>();
  if (familyIds.length === 0) return totals;
  const rows = rowsOf<{ familyId: string; variants: number; stock: number }>(
    await db.execute(sql`select family_id as "familyId", count(*)::int as variants,
        coalesce(sum(available_quantity), 0)::int as stock
      from parts where family_id = any(${sql.param(familyIds)}::uuid[]) group by family_id`),
  );
  for (const r of rows) totals.set(r.familyId, { variants: r.variants, stock: r.stock });
  return totals;
}
