import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStore } from "./image-store.ts";

/** The default: files under DATA_DIR/uploads, served by the app at /uploads/. */
export function createDiskStore(dir: string): ImageStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return `/uploads/${name}`;
    },
  };
}
