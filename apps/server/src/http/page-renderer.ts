import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

/** What the web app's loaders get (apps/web/src/load-context.ts). */
export type PageContext = {
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  publicUrl: string;
};

/** Renders one page of the web app to a whole HTML answer. */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;

/** The web app's server build (`apps/web/build/server/index.js`), if it has been built. */
export async function loadPageRenderer(serverBuild: string): Promise<PageRenderer | undefined> {
  if (!existsSync(serverBuild)) return undefined;
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, context) => handle(request, context);
}
