import { createHash } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

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
    /** The claims of a valid token; null for a forged, expired or malformed one. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        const { sub, email, sid } = payload;
        if (typeof sub !== "string" || typeof email !== "string" || typeof sid !== "string") return null;
        return { userId: sub, email, sessionId: sid };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
