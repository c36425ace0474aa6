import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Folders the server reads at run time. This file sits one level below the server's folder, as
 * does the compiled bundle (dist/server.js) it ends up in, so the same relative step finds the
 * same folder whether the source runs (tests) or the build does (npm start).
 */
const serverDir = fileURLToPath(new URL("..", import.meta.url));

export const migrationsDir = path.join(serverDir, "drizzle");
export const webBuildDir = path.join(serverDir, "..", "web", "build", "client");
