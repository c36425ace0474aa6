import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import { z } from "zod";
import type { AccountRoleChange, Role } from "../auth/shop-users.ts";
import { type BackupSource, writeBackup } from "./archive.ts";

/*
 * The running shop's door for `npm run backup` and `npm run make-admin`: a Unix socket inside
 * DATA_DIR, open to the account that owns the folder (who could read the database files anyway)
 * and to nobody on the network. While it answers, the folder belongs to this process: a second
 * shop started on the same DATA_DIR is refused, since two PGlite processes on one folder would
 * corrupt it. make-admin holds it too while it opens the database itself (no shop running).
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");
/**
 * Where a process that has the folder's database open but no socket (its path too long) writes
 * its pid, so that make-admin can tell that it runs.
 */
export const openerPidPath = (dataDir: string) => path.join(dataDir, "opener.pid");
/** Longest Unix socket path every system takes (Linux allows 107 bytes, macOS 103). */
const MAX_SOCKET_PATH = 103;
export const roomForSocket = (dataDir: string) => Buffer.byteLength(controlSocketPath(dataDir)) <= MAX_SOCKET_PATH;
export const BACKUP_PATH = "/backup";
export const ROLE_PATH = "/role";
const roleRequestSchema = z.object({ email: z.string().min(1).max(320), role: z.enum(["user", "admin"]) });
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export type ControlHandlers = {
  backup?: BackupSource;
  changeRole(email: string, role: Role): Promise<AccountRoleChange>;
};
export type ControlSocket = {
  /** Whether there is a socket (false when DATA_DIR's path is too long for one). */
  listening: boolean;
  /** Answers requests from now on; before, they are told to come back. */
  serve(handlers: ControlHandlers): void;
  /** Refuses new requests and waits for those under way, while the database is still open. */
  stopServing(): Promise<void>;
  /** After the database has closed: only now may another process open the folder. */
  close(): Promise<void>;
};

/**
 * Opens the socket, or throws if another process already serves this DATA_DIR. `waiting` is what
 * a request hears before `serve` is called.
 */
export async function openControlSocket(
  dataDir: string,
  log: Pick<Logger, "warn" | "info" | "error">,
  waiting = "The shop is still starting; try again in a moment.",
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  await mkdir(dataDir, { recursive: true });
  if (!roomForSocket(dataDir)) {
    log.warn({ socketPath }, "DATA_DIR's path is too long for a Unix socket: npm run backup cannot reach this shop");
    const pidFile = openerPidPath(dataDir);
    await writeFile(pidFile, String(process.pid));
    return {
      listening: false,
      serve() {},
      stopServing: async () => {},
      close: () => rm(pidFile, { force: true }),
    };
  }
  if (await answers(socketPath)) {
    throw new Error(`Another shop process is running on ${dataDir}: one DATA_DIR serves one process.`);
  }
  await rm(socketPath, { force: true }); // left behind by a process that was killed
  let handlers: ControlHandlers | undefined;
  let stopping = false;
  const underWay = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const done = work.catch(() => {});
    underWay.add(done);
    void done.finally(() => underWay.delete(done));
  };
  const server = http.createServer((req, res) => {
    const route = `${req.method} ${req.url}`;
    if (route !== `GET ${BACKUP_PATH}` && route !== `POST ${ROLE_PATH}`) return res.writeHead(404).end();
    if (stopping) return res.writeHead(503).end("The shop is stopping; run this again once it has stopped.");
    if (!handlers) return res.writeHead(503).end(waiting);
    if (route === `POST ${ROLE_PATH}`) return track(answerRole(handlers, req, res, log));
    const source = handlers.backup;
    if (!source) return res.writeHead(503).end("This process takes no backups.");
    res.writeHead(200, { "content-type": "application/gzip" });
    track(
      writeBackup(source, res, dataDir).then(
        () => log.info("backup written through the control socket"),
        (err: Error) => {
          // The answer is already under way: breaking it tells the client the file is incomplete.
          log.error({ err }, "backup failed");
          res.destroy(err);
        },
      ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    listening: true,
    serve(given) {
      handlers = given;
    },
    async stopServing() {
      stopping = true;
      await Promise.all(underWay);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answerRole(
  handlers: ControlHandlers,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  log: Pick<Logger, "info" | "error">,
) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 1024) return res.writeHead(413).end("The request is too large.");
  }
  const parsed = roleRequestSchema.safeParse(parseJson(body));
  if (!parsed.success) return res.writeHead(400).end("Send { email, role }.");
  try {
    const result = await handlers.changeRole(parsed.data.email, parsed.data.role);
    log.info({ role: parsed.data.role, result }, "role changed through the control socket");
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result }));
  } catch (err) {
    log.error({ err }, "role change failed");
    res.writeHead(500).end("The shop could not change the role; its log says why.");
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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

/**
 * Asks the process that serves `dataDir` to change a role. Answers undefined when none listens;
 * throws with the process's own words when it refuses (starting, stopping).
 */
export function requestRoleChange(dataDir: string, change: RoleRequest) {
  return new Promise<AccountRoleChange | undefined>((resolve, reject) => {
    const req = http.request(
      { socketPath: controlSocketPath(dataDir), path: ROLE_PATH, method: "POST" },
      async (res) => {
        let text = "";
        for await (const chunk of res) text += chunk;
        if (res.statusCode !== 200) return reject(new Error(text || `the shop answered ${res.statusCode}`));
        resolve((JSON.parse(text) as { result: AccountRoleChange }).result);
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(undefined);
      else reject(err);
    });
    req.setHeader("content-type", "application/json");
    req.end(JSON.stringify(change));
  });
}

/**
 * The pid of a live process that has the folder's database open without a socket, if any. A
 * file left by a process that was killed names one that is gone (or, rarely, a new process that
 * took its number: then the file must be removed by hand, as the caller says).
 */
export async function openerWithoutSocket(dataDir: string): Promise<number | undefined> {
  const pid = Number((await readFile(openerPidPath(dataDir), "utf8").catch(() => "")).trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: it lives, under another account.
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}
