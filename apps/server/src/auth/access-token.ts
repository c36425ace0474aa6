import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";

/** Whose token it is, and the identity session it was given for (it is good only while that is). */
export type AccessClaims = { userId: string; email: string; sessionId: string };

const ISSUER = "bike-parts-shop";
const LIFETIME = "7d";

/** The bearer token of the spec: a signed JWT with the user's id, email and session, and an expiry. */
export function createAccessTokens(secret: string) {
  // A key of its own, so a leaked access token says nothing about the session secret.
  const key = createHash("sha256").update(`access-token:${secret}`).digest();
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ email: claims.email, sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    /**
     * The claims of a valid token; null for a forged, expired or malformed one. Checked here with
     * one HMAC, synchronously: it runs on every signed-in call, and the asynchronous WebCrypto
     * check it replaces cost a thread-pool round trip each time. Only what `sign` makes passes:
     * header HS256 (no other algorithm, nothing critical), the signature in its one canonical
     * spelling, our issuer, an expiry still ahead, and the three claims as strings.
     */
    verify(token: string): AccessClaims | null {
      const [header, payload, signature, ...rest] = token.split(".");
      if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
      const expected = Buffer.from(createHmac("sha256", key).update(`${header}.${payload}`).digest("base64url"));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const head = jsonOf(header);
      if (head?.alg !== "HS256" || "crit" in head) return null;
      const claims = jsonOf(payload);
      if (!claims || claims.iss !== ISSUER) return null;
      const { sub, email, sid, exp } = claims;
      if (typeof exp !== "number" || exp * 1000 <= Date.now()) return null;
      if (typeof sub !== "string" || typeof email !== "string" || typeof sid !== "string") return null;
      return { userId: sub, email, sessionId: sid };
    },
  };
}

/** A base64url part of a token as a JSON object; undefined when it is not one. */
function jsonOf(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
