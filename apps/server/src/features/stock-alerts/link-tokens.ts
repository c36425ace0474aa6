import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How long a confirmation link works: a visitor who waits longer asks again on the part's page. */
export const CONFIRM_LINK_HOURS = 48;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ConfirmClaim = { alertId: string; sentAt: Date };

/**
 * The tokens of an alert's links, signed with a key of their own derived from the shop's secret
 * (decision 0076). A confirmation token names the alert and when its mail was queued, so only
 * the newest confirmation link of an alert works, and only for CONFIRM_LINK_HOURS; an
 * unsubscribe token names the alert alone and works for as long as the alert exists.
 */
export function createAlertTokens(secret: string) {
  const key = createHash("sha256").update(`stock-alert-links:${secret}`).digest();
  const sign = (text: string) => createHmac("sha256", key).update(text).digest("base64url");
  const signed = (text: string, signature: string) => {
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    confirm(alertId: string, sentAt: Date): string {
      const body = `${alertId}.${sentAt.getTime()}`;
      return `${body}.${sign(`confirm:${body}`)}`;
    },
    /** The claim of a well-signed token ("expired" once too old); null for a forged or malformed one. */
    readConfirm(token: string, now = Date.now()): ConfirmClaim | "expired" | null {
      const [alertId, sentMs, signature, ...rest] = token.split(".");
      if (!alertId || !sentMs || !signature || rest.length > 0 || !UUID.test(alertId) || !/^\d{1,15}$/.test(sentMs))
        return null;
      if (!signed(`confirm:${alertId}.${sentMs}`, signature)) return null;
      const sentAt = new Date(Number(sentMs));
      if (now - sentAt.getTime() > CONFIRM_LINK_HOURS * 3_600_000) return "expired";
      return { alertId, sentAt };
    },
    unsubscribe(alertId: string): string {
      return `${alertId}.${sign(`unsubscribe:${alertId}`)}`;
    },
    /** The alert's id of a well-signed token; null for a forged or malformed one. */
    readUnsubscribe(token: string): string | null {
      const [alertId, signature, ...rest] = token.split(".");
      if (!alertId || !signature || rest.length > 0 || !UUID.test(alertId)) return null;
      return signed(`unsubscribe:${alertId}`, signature) ? alertId : null;
    },
  };
}
export type AlertTokens = ReturnType<typeof createAlertTokens>;
