import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, like, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authVerification } from "../db/schema.ts";

/*
 * Only the newest link mailed to an account works, and only until it is used or the password
 * changes (decision: mail-links). Better Auth keeps each password-reset link as a row of the
 * verification table (`reset-password:<token>`, the account's id as value) and never removes
 * the older ones; an e-mail verification link is a signed token it keeps nowhere, so the shop
 * keeps one row per link it mails (`verify-email:<hash of the token>`), and a link without its
 * row is refused.
 */
const RESET = "reset-password:";
const VERIFY = "verify-email:";

const verifyIdentifier = (token: string) => `${VERIFY}${createHash("sha256").update(token).digest("base64url")}`;

export function createMailLinks(db: Db) {
  /** Removes the account's links of one kind (`prefix`), all but `keep`. */
  const forget = (userId: string, prefix: string, keep = "") =>
    db
      .delete(authVerification)
      .where(
        and(
          eq(authVerification.value, userId),
          like(authVerification.identifier, `${prefix}%`),
          ne(authVerification.identifier, keep),
        ),
      );
  return {
    /** A reset link was just mailed: the account's earlier ones die. */
    async resetMailed(userId: string, token: string) {
      await forget(userId, RESET, `${RESET}${token}`);
    },
    /** A verification link is about to be mailed: it is the one that works from now on. */
    async verificationMailed(userId: string, token: string, expiresInSeconds: number) {
      const identifier = verifyIdentifier(token);
      await db.transaction(async (tx) => {
        await tx
          .delete(authVerification)
          .where(and(eq(authVerification.value, userId), like(authVerification.identifier, `${VERIFY}%`)));
        await tx.insert(authVerification).values({
          id: randomUUID(),
          identifier,
          value: userId,
          expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
        });
      });
    },
    /** Whether a verification link is the account's newest, unused and unexpired; it is used up here. */
    async useVerification(token: string): Promise<boolean> {
      const used = await db
        .delete(authVerification)
        .where(
          and(eq(authVerification.identifier, verifyIdentifier(token)), gt(authVerification.expiresAt, new Date())),
        )
        .returning({ id: authVerification.id });
      return used.length > 0;
    },
    /** The password changed: no link mailed before works any more. */
    async passwordChanged(userId: string) {
      await forget(userId, RESET);
      await forget(userId, VERIFY);
    },
  };
}

export type MailLinks = ReturnType<typeof createMailLinks>;
