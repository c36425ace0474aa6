import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Mail, QueuedMail } from "./mailer.ts";
import { drawTemplate } from "./templates.ts";

/*
 * The outbox's rows and how workers share them (decision 0013). A worker leases the rows it
 * sends: the claim skips rows another worker has locked or leased, so with any number of server
 * processes each mail is sent by one of them. A lease outlives the longest send (the SMTP
 * transport gives up long before), so it only runs out when its worker died; then another
 * takes the mail over.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const LEASE_MS = 5 * 60_000;

/** Records a mail to be sent; `db` may be the transaction of the change the mail tells about. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? null,
    attachment: mail.attachment ?? null,
  });
}

/** The mail to send: as queued, or drawn now from its template and facts (decision 0021). */
export function toQueuedMail(row: OutboxRow): QueuedMail {
  if (row.template) {
    const { subject, text, html } = drawTemplate(row.template, row.facts, row.link ?? "");
    return { id: row.id, to: row.recipient, subject, text, html, ...(row.link && { link: row.link }) };
  }
  // The table's check: a row without a template has its mail drawn.
  if (row.subject === null || row.text === null || row.html === null) throw new Error(`mail ${row.id} has no content`);
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.link && { link: row.link }),
  };
}

const waiting = sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} <= now()
  and (${mailOutbox.leasedUntil} is null or ${mailOutbox.leasedUntil} < now())`;

/** Leases up to `limit` mails that are due, oldest first, and counts the try. */
export async function claimDue(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(waiting)
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      leasedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Marks mails sent; a row another worker marked meanwhile stays as it was. */
export async function markSent(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, leasedUntil: null, lastError: null })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
}

/** Gives a mail back to the queue, to be tried again in `delayMs`. */
export async function markFailed(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      leasedUntil: null,
      nextAttemptAt: sql`now() + ${`${Math.round(delayMs)} milliseconds`}::interval`,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

/** Hands leased mails back untried (a worker stopping mid-batch), without counting the try. */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ leasedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
}

/** Milliseconds until the earliest unsent mail is due (or its lease runs out); undefined if none. */
export async function msUntilNextDue(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({
      ms: sql<number | null>`extract(epoch from min(greatest(${mailOutbox.nextAttemptAt},
        coalesce(${mailOutbox.leasedUntil}, ${mailOutbox.nextAttemptAt}))) - now()) * 1000`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.ms == null ? undefined : Math.max(0, row.ms);
}
