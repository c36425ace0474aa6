import { discountMessages } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { discountCodes } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../shared/domain-errors.ts";
import { subtreeIds } from "../catalog/index.ts";
import { lineDiscounts } from "./split-discount.ts";

/*
 * Whether a code may be used on a cart now, and what it takes off each line (issue 31). The
 * same judgement prices the cart, applies the code and places the order; only the checkout
 * makes it under the code's row lock, where the counts of uses are final.
 */

export type CodeRow = typeof discountCodes.$inferSelect;
/** A line as the code sees it: its amount as priced, and what it is. */
export type LineForCode = { pricedCents: number; categoryId: string | null; brandId: string | null };

/** The code by its text, whatever its case; 404 when there is none. */
export async function findCode(db: Db, text: string): Promise<CodeRow> {
  const [row] = await db.select().from(discountCodes).where(sql`lower(${discountCodes.code}) = lower(${text})`);
  if (!row) throw new NotFound(discountMessages.unknown, "discount_unknown");
  return row;
}

/**
 * The code's row, locked until the transaction ends: checkouts with this code take turns from
 * here, and only they (FOR NO KEY UPDATE leaves the uses' foreign keys free).
 */
export async function lockCode(db: Db, id: string): Promise<CodeRow> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for("no key update");
  if (!row) throw new NotFound(discountMessages.unknown, "discount_unknown");
  return row;
}

/**
 * The lines' discounts, or the refusal that says why the code cannot be used on them now.
 * Uses of unpaid orders whose hold has ended are not counted, even before the sweep gives them back.
 */
export async function judgeCode(
  db: Db,
  code: CodeRow,
  lines: LineForCode[],
  userId: string | null,
  now = new Date(),
): Promise<number[]> {
  if (!code.active) throw new Conflict(discountMessages.inactive, "discount_inactive");
  if (code.startsAt && code.startsAt > now) {
    throw new Conflict(discountMessages.notStarted(code.startsAt.toISOString()), "discount_not_started");
  }
  if (code.endsAt && code.endsAt <= now) throw new Conflict(discountMessages.ended, "discount_ended");
  const eligible = await coveredLines(db, code, lines);
  if (!eligible.some(Boolean)) throw new Conflict(discountMessages.nothingApplies, "discount_nothing_applies");
  const subtotal = lines.reduce((s, l) => s + l.pricedCents, 0);
  if (code.minSubtotalCents !== null && subtotal < code.minSubtotalCents) {
    throw new Conflict(discountMessages.minimumNotReached(code.minSubtotalCents), "discount_minimum");
  }
  if (code.usageLimit !== null && (await usesOf(db, code.id, null)) >= code.usageLimit) {
    throw new Conflict(discountMessages.usedUp, "discount_used_up");
  }
  if (code.perCustomerLimit !== null && userId && (await usesOf(db, code.id, userId)) >= code.perCustomerLimit) {
    throw new Conflict(discountMessages.perCustomerReached(code.perCustomerLimit), "discount_per_customer");
  }
  return lineDiscounts(
    { kind: code.kind, value: code.value },
    lines.map((l) => l.pricedCents),
    eligible,
  );
}

/** Which lines the code's scope covers: all, a category with its subcategories, or a brand. */
async function coveredLines(db: Db, code: CodeRow, lines: LineForCode[]): Promise<boolean[]> {
  if (code.scope === "brand") return lines.map((l) => l.brandId !== null && l.brandId === code.brandId);
  if (code.scope === "order") return lines.map(() => true);
  // Its category was deleted: it covers nothing any more.
  if (!code.categoryId) return lines.map(() => false);
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from ${subtreeIds(code.categoryId)} below`));
  const inside = new Set(rows.map((r) => r.id));
  return lines.map((l) => l.categoryId !== null && inside.has(l.categoryId));
}

/** Uses held now, of everyone or of one account (an index range of at most the limit's rows). */
async function usesOf(db: Db, codeId: string, userId: string | null): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from discount_uses u
      left join orders o on o.id = u.order_id
      where u.code_id = ${codeId} ${userId ? sql`and u.user_id = ${userId}` : sql``}
        and not coalesce(o.paid = false and o.hold_until <= now(), false)`),
  );
  return rows[0]?.n ?? 0;
}

/** Records the order's use of the code, in the checkout's transaction. */
export async function recordUse(db: Db, codeId: string, orderId: string, userId: string): Promise<void> {
  await db.execute(
    sql`insert into discount_uses (code_id, order_id, user_id) values (${codeId}, ${orderId}, ${userId})`,
  );
}
