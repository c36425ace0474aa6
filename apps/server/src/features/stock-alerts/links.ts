import { stockAlertMessages } from "@shop/contract";
import { and, eq, isNull } from "drizzle-orm";
import { parts, stockAlerts } from "../../db/schema.ts";
import { Conflict, InvalidInput } from "../../shared/domain-errors.ts";
import type { AlertContext } from "./subscribe.ts";

/**
 * A visitor's confirmation link: the alert waits from now on. Only the newest link of an alert
 * that is not confirmed yet works, once; a forged or expired one is refused as such.
 */
export async function confirmAlert(ctx: AlertContext, token: string) {
  const claim = ctx.tokens.readConfirm(token);
  if (claim === null) throw new InvalidInput(stockAlertMessages.linkInvalid);
  if (claim === "expired") throw new InvalidInput(stockAlertMessages.linkExpired);
  const [confirmed] = await ctx.db
    .update(stockAlerts)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(stockAlerts.id, claim.alertId),
        isNull(stockAlerts.confirmedAt),
        eq(stockAlerts.confirmSentAt, claim.sentAt),
      ),
    )
    .returning({ partId: stockAlerts.partId });
  if (!confirmed) throw new Conflict(stockAlertMessages.linkUsed);
  const [part] = await ctx.db.select({ name: parts.name }).from(parts).where(eq(parts.id, confirmed.partId));
  return { message: stockAlertMessages.confirmed(part?.name ?? "the part"), partId: confirmed.partId };
}

/**
 * An unsubscribe link ends its alert, waiting or not, without signing in. Using it again is no
 * error: the alert is gone either way.
 */
export async function unsubscribe(ctx: AlertContext, token: string) {
  const alertId = ctx.tokens.readUnsubscribe(token);
  if (alertId === null) throw new InvalidInput(stockAlertMessages.linkInvalid);
  const [gone] = await ctx.db
    .delete(stockAlerts)
    .where(eq(stockAlerts.id, alertId))
    .returning({ partId: stockAlerts.partId });
  return { message: stockAlertMessages.unsubscribed, partId: gone?.partId ?? null };
}
