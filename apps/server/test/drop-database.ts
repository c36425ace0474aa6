import pg from "pg";

/**
 * Drops a test's database once its own connections have gone. A pool's `end()` answers before
 * its connections have finished saying goodbye; dropping `with (force)` then would cut one off
 * mid-goodbye, and the error it gets has no listener left: an uncaught exception that fails the
 * whole run though every test passed.
 */
export async function dropDatabaseWhenLeft(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
