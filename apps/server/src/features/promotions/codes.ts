import {
  DISCOUNT_PAGE_SIZE,
  type Discount,
  type DiscountCreate,
  type DiscountsQuery,
  discountMessages,
  dollars,
} from "@shop/contract";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, discountCodes } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../shared/domain-errors.ts";
import { keyColumn, readPage } from "../../shared/paging.ts";
import type { CodeRow } from "./judge.ts";

/*
 * The owner's codes (issue 31): created once and then only deactivated or offered again, so an
 * order's code always means what it meant when it was used.
 */

const cents = (d: number) => Math.round(d * 100);

/** Adds a code; its name is taken whatever its case, its category or brand must exist. */
export async function createCode(db: Db, d: DiscountCreate): Promise<string> {
  let categoryId: string | null = null;
  let brandId: string | null = null;
  if (d.category) {
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, d.category));
    if (!c) throw new NotFound(discountMessages.categoryMissing);
    categoryId = c.id;
  }
  if (d.brand) {
    const [b] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, d.brand));
    if (!b) throw new NotFound(discountMessages.brandMissing);
    brandId = b.id;
  }
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: d.code,
      kind: d.kind,
      // Percent to basis points, dollars to cents: both are hundredths.
      value: cents(d.value),
      scope: d.scope,
      categoryId,
      brandId,
      minSubtotalCents: d.minSubtotal === null ? null : cents(d.minSubtotal),
      startsAt: d.startsAt === null ? null : new Date(d.startsAt),
      endsAt: d.endsAt === null ? null : new Date(d.endsAt),
      usageLimit: d.usageLimit,
      perCustomerLimit: d.perCustomerLimit,
    })
    .onConflictDoNothing()
    .returning({ id: discountCodes.id });
  if (!row) throw new Conflict(discountMessages.codeTaken, "discount_code_taken");
  return row.id;
}

/** Deactivates (or offers again) a code; answers whether it changed. */
export async function setActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const [row] = await db.select({ active: discountCodes.active }).from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new NotFound(discountMessages.notFound);
  if (row.active === active) return false;
  await db.update(discountCodes).set({ active }).where(eq(discountCodes.id, id));
  return true;
}

/**
 * A page of codes, newest first, each with its uses held now and the revenue of its paid orders
 * (refunded ones left out), read for the page's codes only from their indexes.
 */
export async function listCodes(db: Db, query: DiscountsQuery) {
  return readPage(discountCodes, query.cursor, query.limit ?? DISCOUNT_PAGE_SIZE, (where, newestFirst, take) => {
    const order = newestFirst ? desc : asc;
    return db
      .select({
        row: discountCodes,
        key: keyColumn(discountCodes.createdAt),
        id: discountCodes.id,
        category: sql<string | null>`(select c.slug from categories c where c.id = discount_codes.category_id)`,
        brand: sql<string | null>`(select b.slug from brands b where b.id = discount_codes.brand_id)`,
        scopeName: sql<string | null>`coalesce(
          (select c.name from categories c where c.id = discount_codes.category_id),
          (select b.name from brands b where b.id = discount_codes.brand_id))`,
        uses: sql<number>`(select count(*)::int from discount_uses u left join orders o on o.id = u.order_id
          where u.code_id = discount_codes.id and not coalesce(o.paid = false and o.hold_until <= now(), false))`,
        revenueCents: sql<number>`(select coalesce(sum(o.total_cents), 0)::bigint from orders o
          where o.discount_code_id = discount_codes.id and o.paid and o.status is distinct from 'Refunded')`.mapWith(
          Number,
        ),
      })
      .from(discountCodes)
      .where(where)
      .orderBy(order(discountCodes.createdAt), order(discountCodes.id))
      .limit(take);
  });
}

/** A code as the owner's list shows it. */
export function codeToWire(
  row: CodeRow,
  extra: {
    category: string | null;
    brand: string | null;
    scopeName: string | null;
    uses: number;
    revenueCents: number;
  },
): Discount {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value / 100,
    scope: row.scope,
    category: extra.category,
    brand: extra.brand,
    scopeName: extra.scopeName,
    minSubtotal: row.minSubtotalCents === null ? null : dollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    uses: extra.uses,
    revenue: dollars(extra.revenueCents),
    createdAt: row.createdAt.toISOString(),
  };
}
