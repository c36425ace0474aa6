import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";

/**
 * On SIGTERM or SIGINT: stop taking connections, let the requests in flight finish, close the
 * database, write out the last log lines and exit. A client still holding a request open when
 * `deadlineMs` has passed (a stalled upload, a reader that never reads) is cut off then, so a
 * deployment's restart never waits on it; should closing still hang, the process exits anyway.
 */
export function closeGracefullyOnSignals(opts: {
  app: FastifyInstance;
  logger: Logger;
  /** Closed together with the app, before the database. */
  closeAlongside: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  deadlineMs: number;
}) {
  const { app, logger } = opts;
  let closing = false;
  const exit = (code: number) => logger.flush(() => process.exit(code));

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info({ signal, deadlineMs: opts.deadlineMs }, "shutting down: finishing in-flight requests");
    const deadline = setTimeout(() => {
      logger.warn("shutdown deadline passed: closing the connections still open");
      app.server.closeAllConnections();
      // A query that never returns would keep the database from closing. Not through exit():
      // a stdout nobody reads would keep the log's flush from ever finishing.
      setTimeout(() => process.exit(1), 1000).unref();
    }, opts.deadlineMs);
    deadline.unref();
    try {
      // Stops accepting and waits for in-flight requests; idle keep-alive connections close now.
      await Promise.all([app.close(), opts.closeAlongside()]);
      await opts.closeDatabase();
    } catch (err) {
      logger.error({ err }, "shutdown failed");
      exit(1);
      return;
    }
    clearTimeout(deadline);
    exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
