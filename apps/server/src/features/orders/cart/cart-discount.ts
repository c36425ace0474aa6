import type { CartCode } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cartDiscounts, cartLines, discountCodes, parts } from "../../../db/schema.ts";
import { DomainError } from "../../../shared/domain-errors.ts";
import { type CodeRow, findCode, judgeCode, type LineForCode } from "../../promotions/index.ts";

/*
 * The code kept with an account's cart (issue 31): applied only when it may be used on the cart
 * as it is then, shown with each read of the cart (applied, or why not now), used at checkout.
 */

type PartRow = typeof parts.$inferSelect;

/** A line as a code sees it. */
export const lineForCode = (
  part: Pick<PartRow, "priceCents" | "categoryId" | "brandId">,
  quantity: number,
): LineForCode => ({
  pricedCents: part.priceCents * quantity,
  categoryId: part.categoryId,
  brandId: part.brandId,
});

/** The code kept with the account's cart, if any. */
export async function cartCodeOf(db: Db, userId: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select({ code: discountCodes })
    .from(cartDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(eq(cartDiscounts.userId, userId));
  return row?.code;
}

/** Keeps the code with the cart when it may be used on the cart now; refuses it with the reason otherwise. */
export async function applyCartCode(db: Db, userId: string, text: string): Promise<void> {
  const code = await findCode(db, text);
  const rows = await db
    .select({ quantity: cartLines.quantity, part: parts })
    .from(cartLines)
    .innerJoin(parts, eq(parts.id, cartLines.partId))
    .where(eq(cartLines.userId, userId));
  await judgeCode(
    db,
    code,
    rows.map((r) => lineForCode(r.part, r.quantity)),
    userId,
  );
  await db
    .insert(cartDiscounts)
    .values({ userId, codeId: code.id })
    .onConflictDoUpdate({ target: cartDiscounts.userId, set: { codeId: code.id } });
}

export async function removeCartCode(db: Db, userId: string): Promise<void> {
  await db.delete(cartDiscounts).where(eq(cartDiscounts.userId, userId));
}

/** The lines' discounts under the cart's code, and what the cart shows of it. */
export async function cartDiscount(
  db: Db,
  code: CodeRow | undefined,
  lines: LineForCode[],
  userId: string | null,
): Promise<{ discounts: number[]; shown: CartCode | null }> {
  if (!code) return { discounts: [], shown: null };
  try {
    const discounts = await judgeCode(db, code, lines, userId);
    return { discounts, shown: { code: code.code, applied: true, message: null } };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { discounts: [], shown: { code: code.code, applied: false, message: err.message } };
  }
}
