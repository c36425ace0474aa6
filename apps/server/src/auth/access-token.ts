import { createHash } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export type AccessClaims = { userId: string; email: string };

const ISSUER = "bike-parts-shop";
const LIFETIME = "7d";

/** The bearer token of the spec: a signed JWT with the user's id and email and an expiry. */
export function createAccessTokens(secret: string) {
  // A key of its own, so a leaked access token says nothing about the session secret.
  const key = createHash("sha256").update(`access-token:${secret}`).digest();
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ email: claims.email })
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
        if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
        return { userId: payload.sub, email: payload.email };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
