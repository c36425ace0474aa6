import { messages } from "@shop/contract";
import { DrizzleQueryError } from "drizzle-orm";

/*
 * Failures that are no bug of the request's but a fault around the shop: the database gone (a
 * restart, dropped connections), the payment provider not answering, or the disk full. They are answered as such, with a status that
 * tells a client to try again, rather than as a bare 500.
 */

/** PostgreSQL's codes for a connection that went away or cannot be made now (SQLSTATE classes 08, 57P). */
const CONNECTION_LOST = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300"]);
/** A socket's failure, which means the database only when it failed a query (S3 or Stripe fail so too). */
const NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/** What `pg` throws itself, without a code, when its connection broke or could not be had. */
const PG_CONNECTION_TEXT =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|not currently accepting connections/;
const DISK_FULL = new Set(["ENOSPC", "EDQUOT", "53100"]);

export type Outage = { status: 502 | 503 | 507; message: string };

/** Stripe did not answer in time, or failed on its side (its SDK's error types). */
const providerDown = (e: Error) => {
  const type = (e as { type?: unknown }).type;
  const status = (e as { statusCode?: unknown }).statusCode;
  return (
    type === "StripeConnectionError" || (type === "StripeAPIError" && (typeof status !== "number" || status >= 500))
  );
};

/** The fault behind `error` (drizzle wraps the driver's error as its cause), if it is one. */
export function outageOf(error: unknown): Outage | undefined {
  let query = false;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    query ||= e instanceof DrizzleQueryError;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && DISK_FULL.has(code)) return { status: 507, message: messages.storageFull };
    if (typeof code === "string" && (CONNECTION_LOST.has(code) || (query && NETWORK.has(code))))
      return { status: 503, message: messages.databaseUnavailable };
    if (PG_CONNECTION_TEXT.test(e.message)) return { status: 503, message: messages.databaseUnavailable };
    if (providerDown(e)) return { status: 502, message: messages.paymentProviderUnavailable };
  }
  return undefined;
}
