import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { DrizzleQueryError, fillPlaceholders } from "drizzle-orm";
import pg from "pg";
import pgUtils from "pg/lib/utils.js";
import type { Db, Prepared } from "./client.ts";

/** A prepared raw statement (`preparedNamed`) and the values of its placeholders for one run. */
export type Run = { prepared: Prepared; values: Record<string, unknown> };

/** What drizzle's prepared raw statements keep, on either driver: the text, its parameters, the driver's options. */
type RawPrepared = {
  queryString: string;
  params: unknown[];
  rawQueryConfig: { name?: string; types?: unknown };
};

/**
 * Runs statements one after another in one transaction (decision 0118): each sees what the ones
 * before it wrote, and if one fails none of them took effect and its error is thrown. Answers
 * each statement's rows, in order.
 *
 * On PostgreSQL they go out in one write and their answers come back in one round trip: several
 * Bind/Execute messages before one Sync are one implicit transaction, committed at the Sync, so
 * the runs cost one commit (one flush of the log) between them. Each connection parses a named
 * statement once, as node-postgres does for one statement. On PGlite they run in one transaction,
 * in one turn of the database. A failure is thrown as drizzle throws a statement's, its cause the
 * driver's error.
 */
export async function runInOneTransaction(db: Db, runs: Run[]): Promise<unknown[][]> {
  const statements = runs.map(({ prepared, values }) => {
    const raw = prepared as unknown as RawPrepared;
    return { text: raw.queryString, config: raw.rawQueryConfig, values: fillPlaceholders(raw.params, values) };
  });
  try {
    return await runStatements(db, statements);
  } catch (err) {
    // Each text once: a set of orders is one statement many times.
    const texts = [...new Set(statements.map((s) => s.text))].join(";\n");
    throw new DrizzleQueryError(
      texts,
      statements.flatMap((s) => s.values),
      err instanceof Error ? err : undefined,
    );
  }
}

/**
 * Whether `err` (from `runInOneTransaction`) is the database refusing a statement: then the
 * transaction was rolled back, and nothing of it happened. A lost connection may have lost the
 * answer to a commit that was made.
 */
export const rolledBack = (err: unknown): boolean =>
  err instanceof Error && (err.cause as { severity?: unknown } | undefined)?.severity === "ERROR";

async function runStatements(db: Db, statements: Statement[]): Promise<unknown[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  // Asked of pg, which is loaded anyway: PGlite's module is loaded only for the embedded database.
  if (!(client instanceof pg.Pool)) {
    return (client as PGlite).transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const s of statements) {
        // PGlite runs in this thread: between two statements the event loop goes round, so that
        // requests are read while a long set runs (decision 0104's turns, within the transaction).
        if (rows.length > 0) await new Promise((next) => setImmediate(next));
        rows.push((await tx.query(s.text, s.values, s.config as QueryOptions)).rows);
      }
      return rows;
    });
  }
  return statementsOnPool(client as pg.Pool, statements);
}

/** The statements' rows, run on PostgreSQL in one write and one round trip (see runInOneTransaction). */
export async function statementsOnPool(pool: pg.Pool, statements: Statement[]): Promise<unknown[][]> {
  // pg's pool takes any Query-like object and answers what its callback is given.
  const answering = pool as unknown as { query(query: object): Promise<pg.QueryResult | pg.QueryResult[]> };
  const answered = await answering.query(new StatementsInOneTransaction(statements));
  return (Array.isArray(answered) ? answered : [answered]).map((result) => result.rows);
}

/**
 * A statement as node-postgres is asked to run it. Its rows come back as objects, or as arrays
 * (`rowMode`, as drizzle's selects ask for them); all the statements run together share the
 * first one's row mode and type parsers.
 */
export type Statement = {
  text: string;
  config: RawPrepared["rawQueryConfig"] & { rowMode?: "array" };
  values: unknown[];
};

/** What node-postgres's connection is asked to send; its own Query sends the same messages for one statement. */
type Connection = {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { statement?: string; portal: string; values: unknown[]; valueMapper: unknown }): void;
  describe(message: { type: "P"; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
};

/**
 * node-postgres's Query, sending several statements before one Sync. Its answers are read as its
 * Query reads the answers of a multi-statement text: one result per statement. Where a statement's
 * parse or run fails, PostgreSQL skips the rest up to the Sync and rolls them all back; the pool
 * then drops the connection, as it does after any failed query, so no half-known statement name
 * outlives it.
 */
class StatementsInOneTransaction extends (pg.Query as unknown as new (config: pg.QueryConfig) => object) {
  constructor(private readonly statements: Statement[]) {
    const first = statements[0]?.config;
    super({
      text: statements.map((s) => s.text).join(";\n"),
      types: first?.types,
      rowMode: first?.rowMode,
    } as pg.QueryConfig);
  }

  submit(connection: Connection): Error | null {
    connection.stream.cork?.();
    try {
      for (const { text, config, values } of this.statements) {
        const name = config.name ?? "";
        const parsed =
          name !== "" && (name in connection.parsedStatements || name in connection.submittedNamedStatements);
        if (!parsed) {
          connection.parse({ text, name });
          if (name !== "") connection.submittedNamedStatements[name] = text;
        }
        connection.bind({ statement: name, portal: "", values, valueMapper: pgUtils.prepareValue });
        connection.describe({ type: "P", name: "" });
        connection.execute({ portal: "" });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }
}
