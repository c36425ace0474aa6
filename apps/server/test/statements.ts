import pg from "pg";
import { vi } from "vitest";
import type { TestApp } from "./helper.ts";

type Watched = Record<string, (...args: unknown[]) => unknown>;

/**
 * The statements the database driver is handed while `run` runs, each one round trip: PGlite's
 * calls, or every query of every PostgreSQL connection. The mail worker, woken by an order, is
 * kept asleep, and what it was still doing is left out; so is telling other server processes to
 * forget cached answers (pg_notify, not awaited). With `named`, a named (prepared) statement on
 * PostgreSQL is written `name: text`.
 */
export async function statementsDuring(
  t: TestApp,
  run: () => Promise<unknown>,
  { named = false } = {},
): Promise<string[]> {
  await t.mailSent();
  const wake = vi.spyOn(t.app.mailWorker, "wake").mockImplementation(() => {});
  const seen: string[] = [];
  const restore = patchDriver(t, (text, name) => {
    seen.push(named && name ? `${name}: ${text}` : text);
  });
  try {
    await run();
  } finally {
    restore();
    wake.mockRestore();
    // What was queued meanwhile goes now.
    t.app.mailWorker.wake();
  }
  // The mail worker may still be finishing the last round it was woken for (its next-due look).
  const workers = (text: string) => text.includes("mail_outbox") && !text.includes("parts");
  return seen.filter((text) => !text.includes("pg_notify") && !workers(text));
}

/**
 * Runs `between` before each statement the driver is handed whose text `matches`, while it
 * answers true: what other requests did between two of one request's statements. Answers the
 * function that stops it.
 */
export function interleave(t: TestApp, matches: RegExp, between: () => Promise<boolean>): () => void {
  let on = true;
  return patchDriver(t, async (text) => {
    if (on && matches.test(text)) on = await between();
  });
}

/**
 * Calls `seen` with each statement's text (and its name, for a prepared one on PostgreSQL) before
 * the driver sends it, and waits for it: every query of every PostgreSQL connection, or PGlite's
 * calls. Answers the function that undoes it.
 */
function patchDriver(t: TestApp, seen: (text: string, name?: string) => unknown): () => void {
  const client = (t.db as unknown as { $client: unknown }).$client;
  const pooled = client instanceof pg.Pool;
  const target = (pooled ? pg.Client.prototype : client) as Watched;
  const names = pooled ? ["query"] : ["query", "exec", "transaction"];
  const originals = names.map((name) => target[name]);
  for (const [i, name] of names.entries()) {
    const original = originals[i] as (...args: unknown[]) => unknown;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const config = first as { text?: string; name?: string } | undefined;
      const text = typeof first === "string" ? first : (config?.text ?? name);
      const waited = seen(text, typeof first === "string" ? undefined : config?.name);
      // Synchronously when there is nothing to wait for: pg's pool hands a callback, not a promise.
      return waited instanceof Promise ? waited.then(() => original.apply(this, args)) : original.apply(this, args);
    };
  }
  return () => {
    for (const [i, name] of names.entries()) {
      if (pooled) target[name] = originals[i] as Watched[string];
      else delete target[name];
    }
  };
}
