import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Outside origins the pages may use: Stripe's script and frames when Stripe takes the cards. */
export type PageOrigins = { scripts: string[]; frames: string[]; connect: string[] };

/**
 * Every answer gets helmet's headers (nosniff, referrer policy, HSTS, ...) and a policy that
 * allows nothing, which suits JSON and pictures; HTML pages get their own (see pagePolicy).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

const hashes = new Map<string, string[]>();

/** The sha256 of each inline script of a built page: the only inline scripts the page may run. */
function inlineScriptHashes(file: string): string[] {
  let known = hashes.get(file);
  if (!known) {
    const html = readFileSync(file, "utf8");
    known = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[1] ?? "")
          .digest("base64")}'`,
    );
    hashes.set(file, known);
  }
  return known;
}

/** The policy of one built HTML page: our own files, its own inline scripts by hash, no framing. */
export function pagePolicy(file: string, origins: PageOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(file), ...origins.scripts].join(" ")}`,
    // The carousel and the toasts set styles on elements; no style can run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self' ${origins.connect.join(" ")}`.trim(),
    `frame-src ${origins.frames.length > 0 ? origins.frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
