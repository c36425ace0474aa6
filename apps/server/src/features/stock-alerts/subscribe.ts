import { messages, PAGE_PATHS, stockAlertMessages } from "@shop/contract";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { parts, stockAlerts } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { stockAlertConfirmMail } from "../../mail/templates.ts";
import { Conflict, NotFound } from "../../shared/domain-errors.ts";
import { type AlertTokens, CONFIRM_LINK_HOURS } from "./link-tokens.ts";

/** A visitor asking again for one part gets a new confirmation mail no sooner than this. */
export const CONFIRM_AGAIN_AFTER_MINUTES = 10;
/** Confirmation mails to one address in an hour, all parts together: no flooding a stranger. */
export const CONFIRM_MAILS_PER_HOUR = 5;

export type AlertContext = { db: Db; tokens: AlertTokens; publicUrl: string };

/**
 * The part to wait for, locked against a restock until this transaction ends: a restock that
 * comes during a subscription then runs its trigger after it, and finds the new alert.
 */
async function partToWaitFor(tx: Db, partId: string) {
  const [part] = await tx
    .select({ name: parts.name, available: parts.availableQuantity, min: parts.minQuantity })
    .from(parts)
    .where(eq(parts.id, partId))
    .for("share");
  if (!part) throw new NotFound(messages.partNotFound);
  if (part.available >= Math.max(part.min, 1)) throw new Conflict(stockAlertMessages.orderableNow);
  return part;
}

/** Writes the alert's unsubscribe link, which needs the id the upsert gave it. */
async function storeUnsubscribeLink(ctx: AlertContext, tx: Db, alertId: string) {
  const link = `${ctx.publicUrl}${PAGE_PATHS.unsubscribeStockAlert}?token=${ctx.tokens.unsubscribe(alertId)}`;
  await tx.update(stockAlerts).set({ unsubscribeLink: link }).where(eq(stockAlerts.id, alertId));
}

const partLink = (ctx: AlertContext, partId: string) => `${ctx.publicUrl}/parts/${partId}`;

/** A signed-in customer's alert waits at once; asking again after a restock mail re-arms it. */
export async function subscribeCustomer(ctx: AlertContext, partId: string, caller: { id: string; email: string }) {
  return ctx.db.transaction(async (tx) => {
    const part = await partToWaitFor(tx, partId);
    const [alert] = await tx
      .insert(stockAlerts)
      .values({
        partId,
        email: caller.email,
        userId: caller.id,
        confirmedAt: sql`now()`,
        partLink: partLink(ctx, partId),
      })
      .onConflictDoUpdate({
        target: [stockAlerts.partId, stockAlerts.email],
        set: { userId: caller.id, confirmedAt: sql`now()`, notifiedAt: null },
      })
      .returning({ id: stockAlerts.id });
    if (!alert) throw new Error("the alert was not stored");
    await storeUnsubscribeLink(ctx, tx, alert.id);
    return stockAlertMessages.subscribed(part.name);
  });
}

/**
 * A visitor's alert waits only once its address is confirmed (double opt-in). Answers whether a
 * confirmation mail was queued: none for an alert already waiting, none within
 * CONFIRM_AGAIN_AFTER_MINUTES of the last one for this part, none past CONFIRM_MAILS_PER_HOUR
 * for the address. Asking again after a restock mail needs a new confirmation.
 */
export async function subscribeVisitor(ctx: AlertContext, partId: string, email: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const part = await partToWaitFor(tx, partId);
    const [known] = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.partId, partId), eq(stockAlerts.email, email)))
      .for("update");
    if (known?.confirmedAt && !known.notifiedAt) return false;
    const now = new Date();
    const again = new Date(now.getTime() - CONFIRM_AGAIN_AFTER_MINUTES * 60_000);
    if (known?.confirmSentAt && known.confirmSentAt > again) return false;
    const [recent] = await tx
      .select({ n: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), gt(stockAlerts.confirmSentAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= CONFIRM_MAILS_PER_HOUR) return false;
    const [alert] = await tx
      .insert(stockAlerts)
      .values({ partId, email, confirmSentAt: now, partLink: partLink(ctx, partId) })
      .onConflictDoUpdate({
        target: [stockAlerts.partId, stockAlerts.email],
        set: { confirmedAt: null, notifiedAt: null, confirmSentAt: now },
      })
      .returning({ id: stockAlerts.id });
    if (!alert) throw new Error("the alert was not stored");
    await storeUnsubscribeLink(ctx, tx, alert.id);
    const link = `${ctx.publicUrl}${PAGE_PATHS.confirmStockAlert}?token=${ctx.tokens.confirm(alert.id, now)}`;
    await enqueueMail(tx, stockAlertConfirmMail(email, part.name, link, CONFIRM_LINK_HOURS));
    return true;
  });
}
