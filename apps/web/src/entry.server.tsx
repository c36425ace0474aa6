import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";

/** How long a page may take to render before what is there is sent. */
export const streamTimeout = 5_000;

/** Whether the page at this address is whole without its scripts (`handle.scriptsAfterPaint`). */
const wholeWithoutScripts = (context: EntryContext) =>
  context.staticHandlerContext.matches.some(
    (m) => (context.routeModules[m.route.id]?.handle as { scriptsAfterPaint?: boolean } | undefined)?.scriptsAfterPaint,
  );

/**
 * Renders the whole page before answering, never a stream: the server keeps the HTML of a page
 * until the catalog changes (docs/decisions/0018), and a crawler gets every section at once.
 * Pages that are whole without their scripts ask for them only after they have painted
 * (docs/decisions/0006).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          headers.set("Content-Type", "text/html; charset=utf-8");
          const body = wholeWithoutScripts(context) ? scriptsAfterPaint(html) : html;
          resolve(new Response(body, { status: failed ? 500 : status, headers }));
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout);
  });
}
