import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** What the web app's loaders get (apps/web/src/load-context.ts). */
export type PageContext = {
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  publicUrl: string;
};

/** Renders one page of the web app to a whole HTML answer. */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;

/**
 * The web app's server build (`apps/web/build/server/index.js`), if it has been built: whether
 * it is there is known at once, the renderer once its modules (React, the router, every page's
 * code) have loaded. The server does not wait for them to listen: the API answers meanwhile, and
 * a page asked for in that moment waits for them (issue 30, a quick start).
 */
export function loadPageRenderer(serverBuild: string): Promise<PageRenderer> | undefined {
  if (!existsSync(serverBuild)) return undefined;
  // The router too: the build imports it anyway, and the API does not need it.
  return Promise.all([import("react-router"), import(pathToFileURL(serverBuild).href)]).then(
    ([{ createRequestHandler }, build]: [typeof import("react-router"), ServerBuild]) => {
      const handle = createRequestHandler(build, "production");
      return (request: Request, context: PageContext) => handle(request, context);
    },
  );
}
