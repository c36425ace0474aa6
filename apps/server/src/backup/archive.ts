import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { restoreEmbedded, TAR_READ_SIZE } from "../db/embedded.ts";
import { PARTIAL_PREFIX } from "../storage/disk-store.ts";

/*
 * A backup is one gzipped tar: a manifest, a tar of PGlite's data folder (as it loads one), and the
 * uploaded pictures under uploads/. See docs/decisions/0016.
 */
const MANIFEST = "backup.json";
const DATABASE = "database.tar";
const UPLOADS = "uploads";
const FORMAT = "bike-parts-shop-backup";
/** A picture's name as the shop makes them: no folders, no dot files. */
const PICTURE_NAME = /^[\w-][\w.-]*$/;

export type BackupSource = { snapshot: (file: string) => Promise<void>; uploadsDir: string };

/** Writes a backup of `source` to `out`; `workDir` (on the uploads' disk) holds it while it is made. */
export async function writeBackup(source: BackupSource, out: Writable, workDir: string) {
  const staging = await mkdtemp(path.join(workDir, ".backup-"));
  try {
    // The database first: every picture it names was whole on disk before the row naming it
    // was written, so it is among the pictures listed after.
    await source.snapshot(path.join(staging, DATABASE));
    await freezePictures(source.uploadsDir, path.join(staging, UPLOADS));
    const manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
    const archive = tar.create({ gzip: true, cwd: staging, portable: true, maxReadSize: TAR_READ_SIZE }, [
      MANIFEST,
      DATABASE,
      UPLOADS,
    ]);
    await pipeline(Readable.from(archive), out);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Pictures are never changed once written, so a hard link is a copy that costs nothing. */
async function freezePictures(from: string, to: string) {
  await mkdir(to);
  const names = await readdir(from).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  for (const name of names) {
    if (name.startsWith(PARTIAL_PREFIX) || !PICTURE_NAME.test(name)) continue;
    await link(path.join(from, name), path.join(to, name)).catch(() =>
      copyFile(path.join(from, name), path.join(to, name)),
    );
  }
}

/** Reads a whole backup file: throws unless it is complete and one of ours. */
export async function checkBackup(file: string) {
  const names: string[] = [];
  let manifest = "";
  await tar.list({
    file,
    strict: true,
    onReadEntry(entry) {
      names.push(entry.path);
      if (entry.path === MANIFEST) {
        entry.on("data", (chunk: Buffer) => {
          manifest += chunk.toString();
        });
      }
    },
  });
  if (!names.includes(DATABASE)) throw new Error(`${file} holds no database: not a backup of this shop.`);
  readManifest(manifest, file);
}

function readManifest(text: string, file: string) {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    manifest = undefined;
  }
  const { format, version } = (manifest ?? {}) as { format?: unknown; version?: unknown };
  if (format !== FORMAT) throw new Error(`${file} is not a backup of this shop (made by npm run backup).`);
  if (version !== 1) throw new Error(`${file} is a backup of version ${String(version)}; this shop reads version 1.`);
}

/** Puts a backup into `dataDir`, which must be missing or empty; leaves it empty if that fails. */
export async function restoreBackup(file: string, dataDir: string) {
  const existing = await readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  if (existing.length > 0) {
    throw new Error(
      `${dataDir} is not empty. A backup is restored only into an empty DATA_DIR: move the old folder aside, or set DATA_DIR to a new one.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await checkBackup(file);
    const staging = await mkdtemp(path.join(dataDir, ".restore-"));
    // Only the entries a backup has, as plain files: nothing else is written, nowhere else.
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (name, entry) => {
        const type = "type" in entry ? entry.type : undefined;
        if (name === MANIFEST || name === DATABASE) return type === "File";
        if (name === `${UPLOADS}/` || name === UPLOADS) return type === "Directory";
        const [folder, picture, ...rest] = name.split("/");
        return type === "File" && folder === UPLOADS && rest.length === 0 && PICTURE_NAME.test(picture ?? "");
      },
    });
    readManifest(await readFile(path.join(staging, MANIFEST), "utf8"), file);
    await restoreEmbedded(dataDir, new Blob([await readFile(path.join(staging, DATABASE))]));
    await mkdir(path.join(staging, UPLOADS), { recursive: true });
    await rename(path.join(staging, UPLOADS), path.join(dataDir, UPLOADS));
    await rm(staging, { recursive: true, force: true });
  } catch (err) {
    for (const name of await readdir(dataDir)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}
