import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Sends a CSV file streamed from the database as a download named `{name}-{day}.csv`, never kept
 * by a cache (it is an admin's whole list). Fastify sends a stream as it is, unserialised; the
 * route's response schema only documents it.
 */
export function sendCsvDownload(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
}
