import { chmod, mkdir, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import { type BackupSource, writeBackup } from "./archive.ts";

/*
 * The running shop's door for `npm run backup`: a Unix socket inside DATA_DIR, open to the
 * account that owns the folder (who could read the database files anyway) and to nobody on the
 * network. While it answers, the folder belongs to this process: a second shop started on the
 * same DATA_DIR is refused, since two PGlite processes on one folder would corrupt it.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");
/** Longest Unix socket path every system takes (Linux allows 107 bytes, macOS 103). */
const MAX_SOCKET_PATH = 103;
export const BACKUP_PATH = "/backup";

export type ControlSocket = { serveBackups(source: BackupSource): void; close(): Promise<void> };

/** Opens the socket, or throws if another process already serves this DATA_DIR. */
export async function openControlSocket(dataDir: string, log: Logger): Promise<ControlSocket | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, "DATA_DIR's path is too long for a Unix socket: npm run backup cannot reach this shop");
    return undefined;
  }
  await mkdir(dataDir, { recursive: true });
  if (await answers(socketPath)) {
    throw new Error(`Another shop process is running on ${dataDir}: one DATA_DIR serves one process.`);
  }
  await rm(socketPath, { force: true }); // left behind by a process that was killed
  let source: BackupSource | undefined;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== BACKUP_PATH) return res.writeHead(404).end();
    if (!source) return res.writeHead(503).end("The shop is still starting; try again in a moment.");
    res.writeHead(200, { "content-type": "application/gzip" });
    writeBackup(source, res, dataDir).then(
      () => log.info("backup written through the control socket"),
      (err: Error) => {
        // The answer is already under way: breaking it tells the client the file is incomplete.
        log.error({ err }, "backup failed");
        res.destroy(err);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    serveBackups(backupSource) {
      source = backupSource;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Whether a process listens on `socketPath` (a file left by a killed one refuses connections). */
export function answers(socketPath: string) {
  return new Promise<boolean>((resolve, reject) => {
    const probe = net.connect(socketPath);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(false);
      else reject(err);
    });
  });
}
