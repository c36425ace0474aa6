import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore } from "./image-store.ts";

/** Names of pictures still being written start with this; backups leave them out. */
export const PARTIAL_PREFIX = ".partial-";

/** The default: files under DATA_DIR/uploads, served by the app at /uploads/. */
export function createDiskStore(dir: string): ImageStore {
  return {
    uploadsUrl: "/uploads/",
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written aside and renamed: a picture is seen whole or not at all (by a backup, say).
      const partial = path.join(dir, `${PARTIAL_PREFIX}${randomBytes(6).toString("hex")}`);
      try {
        await writeFile(partial, bytes, { flag: "wx" });
        await rename(partial, path.join(dir, name));
      } catch (err) {
        // A full disk leaves a piece of the file: it would hold on to space that is short.
        await rm(partial, { force: true });
        throw err;
      }
      return `/uploads/${name}`;
    },
  };
}
