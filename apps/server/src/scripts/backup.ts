import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { checkBackup } from "../backup/archive.ts";
import { BACKUP_PATH, controlSocketPath } from "../backup/control-socket.ts";
import { readConfig, startDir } from "../config.ts";

/**
 * `npm run backup -- FILE` asks the running shop for a backup of its embedded database and
 * uploaded pictures (decision 0016) and writes it to FILE only once it is whole.
 */
const args = process.argv.slice(2);
if (args.length !== 1 || !args[0]) {
  console.error("Usage: npm run backup -- <file>   (e.g. shop-backup.tar.gz)");
  process.exit(2);
}
const config = readConfig();
if (config.databaseUrl) {
  console.error(
    "DATABASE_URL is set: the shop's data is in PostgreSQL. Back it up with pg_dump, and the uploads folder (or S3 bucket) with it; see the README.",
  );
  process.exit(2);
}
const target = path.resolve(startDir(), args[0]);
const partial = `${target}.partial`;
const socketPath = controlSocketPath(config.dataDir);

try {
  await download(partial);
  await checkBackup(partial);
  await rename(partial, target);
  console.log(`Backed up the shop in ${config.dataDir} to ${target} (${(await stat(target)).size} bytes).`);
} catch (err) {
  await rm(partial, { force: true });
  console.error(`No backup was written: ${message(err)}`);
  process.exitCode = 1;
}

function download(file: string) {
  return new Promise<void>((resolve, reject) => {
    const req = http.get({ socketPath, path: BACKUP_PATH }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`the shop answered ${res.statusCode} ${res.statusMessage ?? ""}`));
      }
      pipeline(res, createWriteStream(file)).then(resolve, reject);
    });
    req.on("error", reject);
  });
}

function message(err: unknown) {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "ECONNREFUSED") {
    return `no shop is running on ${config.dataDir}. The backup is taken by the running shop, so that it is consistent: start it (npm start, with the same DATA_DIR) and run this again.`;
  }
  return err instanceof Error ? err.message : String(err);
}
