import path from "node:path";
import { restoreBackup } from "../backup/archive.ts";
import { readConfig, startDir } from "../config.ts";

/** `npm run restore -- FILE` puts a backup made by `npm run backup` into an empty DATA_DIR. */
const args = process.argv.slice(2);
if (args.length !== 1 || !args[0]) {
  console.error("Usage: npm run restore -- <file>   (into an empty DATA_DIR)");
  process.exit(2);
}
const config = readConfig();
if (config.databaseUrl) {
  console.error(
    "DATABASE_URL is set: this restores the embedded database only. On PostgreSQL use pg_restore or psql; see the README.",
  );
  process.exit(2);
}
const file = path.resolve(startDir(), args[0]);
try {
  await restoreBackup(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}; start the shop with this DATA_DIR.`);
} catch (err) {
  console.error(`Nothing was restored: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
