import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadedOnce } from "../shared/loaded-once.ts";

/** What the web app's loaders get (apps/web/src/load-context.ts). */
export type PageContext = {
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  publicUrl: string;
};

/** Renders one page of the web app to a whole HTML answer. */
export type PageRenderer = (request: Request, context: PageContext) => Promise<Response>;

/**
 * The web app's server build (`apps/web/build/server/index.js`), if it has been built: whether
 * it is there is known at once; its modules (React, the router, every page's code) load on the
 * first call, their promise then shared. The server calls it once it listens, and a page asked
 * for before that calls it itself: their loading does not share the thread with the start, and
 * the API answers meanwhile (issue 30, a quick start, decision 0124).
 */
export function loadPageRenderer(serverBuild: string): (() => Promise<PageRenderer>) | undefined {
  if (!existsSync(serverBuild)) return undefined;
  // The router too: the build imports it anyway, and the API does not need it.
  return loadedOnce(() =>
    Promise.all([import("react-router"), import(pathToFileURL(serverBuild).href)]).then(
      ([{ createRequestHandler }, build]: [typeof import("react-router"), ServerBuild]) => {
        const handle = createRequestHandler(build, "production");
        return (request: Request, context: PageContext) => handle(request, context);
      },
    ),
  );
}
