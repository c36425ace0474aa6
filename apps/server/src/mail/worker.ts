import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Attachment, AttachmentRef, Mailer } from "./mailer.ts";
import { claimDue, markFailed, markSent, msUntilNextDue, release, toQueuedMail } from "./outbox.ts";

export type RetryPolicy = {
  /** Wait after the first failed try; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two tries; mail is tried at least this often, for ever. */
  maxDelayMs: number;
};

/** How often an idle worker looks for mail that a process which died left behind. */
const IDLE_LOOK_MS = 60_000;
const BATCH = 20;
/**
 * How long a woken worker waits for more mail before it looks: under a rush of orders, one
 * claim and one mark-sent serve the mails of many orders instead of a few (decision 0013).
 */
const GATHER_MS = 100;

/**
 * Mail gives way to requests (decisions 0120, 0122). A mail costs the server about 1.3 ms of CPU
 * (nodemailer composing it, the outbox file), the order it confirms 0.43: in a rush each mail sent
 * takes a core's time from the orders or from the database. Before a batch the worker looks: it
 * waits LOOK_MS, and if the event loop was busy for more than BUSY of that time (the worker does
 * nothing while it looks, so what keeps the loop busy is requests), it looks again, for up to
 * MOST_GIVE_WAY_MS; then it sends one batch anyway and looks again, so mail goes on under a load
 * that does not end. A look that finds the loop quiet lets it send for SEND_FOR_MS before it
 * looks again: an outbox emptied on a quiet server loses a fifth of its time to looking, not most
 * of it.
 */
// A quiet server's look reads under 0.1; a rush 0.6-0.86 where the database shares the two cores
// (over 0.9 only on a quicker machine, decision 0122's reason).
const BUSY = 0.5;
const LOOK_MS = 50;
const SEND_FOR_MS = 250;
const MOST_GIVE_WAY_MS = 2_000;

/** The wait after `attempts` failed tries: first, 2 x first, 4 x first, ... up to max. */
export const retryDelayMs = (policy: RetryPolicy, attempts: number) =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempts - 1, 30));

export type MailWorker = {
  /** Sends what is due now; call it once the transaction that queued a mail has committed. */
  wake(): void;
  /** Finishes the mail being sent, hands the rest of its batch back, and does nothing more. */
  stop(): Promise<void>;
};

/**
 * Sends the outbox's mail, one process's share of it: woken after each enqueue (and sending a
 * tenth of a second later), and otherwise asleep until the next mail is due. Its timers never
 * keep the process alive.
 */
export function createMailWorker(opts: {
  db: Db;
  mailer: Mailer;
  retry: RetryPolicy;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** Draws the file a mail names (an invoice); a failure is a failed try, tried again later. */
  attach?: (ref: AttachmentRef) => Promise<Attachment>;
  /** How long a woken worker gathers; a test widens it so a slow machine cannot split its batch. */
  gatherMs?: number;
  /** How long a batch gives way to a busy event loop at most; a test sets it. */
  mostGiveWayMs?: number;
}): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let gathering = false;
  let stopped = false;

  const runIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const sleep = (ms: number) => runIn(Math.min(ms, IDLE_LOOK_MS));

  let lookedAt = Number.NEGATIVE_INFINITY;
  /**
   * Waits while requests keep the event loop busy, for up to MOST_GIVE_WAY_MS. Only a quiet look
   * starts a time of sending without looks: after the longest wait one batch goes, then it looks.
   */
  async function giveWay() {
    if (performance.now() - lookedAt < SEND_FOR_MS) return;
    // Timed by the clock, not by looks: on a busy loop a look's timer fires late.
    const until = performance.now() + (opts.mostGiveWayMs ?? MOST_GIVE_WAY_MS);
    while (performance.now() < until && !stopped) {
      const look = performance.eventLoopUtilization();
      await delay(LOOK_MS);
      if (performance.eventLoopUtilization(look).utilization <= BUSY) {
        lookedAt = performance.now();
        return;
      }
    }
  }

  async function sendDue() {
    for (;;) {
      await giveWay();
      if (stopped) return;
      const batch = await claimDue(opts.db, BATCH);
      if (batch.length === 0) break;
      // Marked sent together once the batch is done: one UPDATE per mail gave the database a
      // statement of the worker's for every order's own (decision 0013).
      const sent: string[] = [];
      try {
        for (const [i, row] of batch.entries()) {
          if (stopped) {
            await release(
              opts.db,
              batch.slice(i).map((r) => r.id),
            );
            return;
          }
          try {
            const attachments = row.attachment && opts.attach ? [await opts.attach(row.attachment)] : undefined;
            await opts.mailer.send({ ...toQueuedMail(row), ...(attachments && { attachments }) });
          } catch (err) {
            const delay = retryDelayMs(opts.retry, row.attempts);
            opts.log.warn({ err, mailId: row.id, attempts: row.attempts, retryInMs: delay }, "mail not sent yet");
            await markFailed(opts.db, row.id, delay, err instanceof Error ? err.message : String(err));
            continue;
          }
          sent.push(row.id);
        }
      } finally {
        await markSent(opts.db, sent);
      }
    }
    if (!stopped) sleep((await msUntilNextDue(opts.db)) ?? IDLE_LOOK_MS);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    if (gathering) return;
    gathering = true;
    runIn(opts.gatherMs ?? GATHER_MS);
  }

  function run() {
    gathering = false;
    if (stopped || running) return;
    running = sendDue()
      .catch((err) => {
        // The database is away, say; what was leased comes back when its lease runs out.
        opts.log.error({ err }, "the mail worker failed; trying again soon");
        if (!stopped) sleep(opts.retry.firstDelayMs);
      })
      .finally(() => {
        running = undefined;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        }
      });
  }

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
