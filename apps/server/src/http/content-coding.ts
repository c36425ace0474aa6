import { Negotiator } from "@fastify/accept-negotiator";

/** The compressed forms the shop keeps of its answers and pages. */
export type Encoding = "br" | "gzip";

const negotiator = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });

/**
 * The coding a client asks for in `Accept-Encoding`, by its q-values (RFC 9110, 12.5.3): `br;q=0`
 * rules brotli out, `*;q=0` everything not named. Coding names are case-insensitive. `undefined`
 * when it takes neither of ours, and then the answer goes out as it is.
 */
export function chosenEncoding(accepted: string | undefined): Encoding | undefined {
  if (!accepted) return undefined;
  return negotiator.negotiate(accepted.toLowerCase()) ?? undefined;
}
