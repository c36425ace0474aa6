import { createHash, createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { expect, it } from "vitest";
import { createAccessTokens } from "./access-token.ts";

/*
 * The access token's check, by the class of token an attacker or a broken client could send:
 * only a token this shop signed, unchanged and still in its lifetime, names a caller.
 */
const secret = "a-secret-of-the-shop-that-is-long-enough";
const tokens = createAccessTokens(secret);
const claims = { userId: "user-1", email: "rider@example.com", sessionId: "session-1" };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
// The key as the shop derives it, to sign tokens that differ from the shop's in one way only.
const shopKey = createHash("sha256").update(`access-token:${secret}`).digest();

/** A token signed with the shop's key, made of this header and payload. */
function signed(header: unknown, payload: unknown) {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac("sha256", shopKey).update(body).digest("base64url")}`;
}
const now = () => Math.floor(Date.now() / 1000);
const good = { sub: claims.userId, email: claims.email, sid: claims.sessionId, iss: "bike-parts-shop", iat: now() };

it("names the caller of a token it signed", async () => {
  expect(tokens.verify(await tokens.sign(claims))).toEqual(claims);
  expect(tokens.verify(signed({ alg: "HS256", typ: "JWT" }, { ...good, exp: now() + 60 }))).toEqual(claims);
});

it("refuses tokens that are not exactly what it signs", async () => {
  const token = await tokens.sign(claims);
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const otherShop = await createAccessTokens("another-secret-of-another-shop-entirely").sign(claims);
  const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
  const refused = [
    "",
    "garbage",
    `${header}.${payload}`,
    `${token}.extra`,
    otherShop,
    `${header}.${payload}.${flipped}`,
    // The same bytes spelled differently (padding, standard base64) are not the signature.
    `${header}.${payload}.${signature}=`,
    `${header}.${payload}.${Buffer.from(signature, "base64url").toString("base64")}`,
    // Another payload under the old signature.
    `${header}.${b64({ ...good, sub: "someone-else", exp: now() + 60 })}.${signature}`,
    // Signed with the shop's key, but not as the shop signs.
    signed({ alg: "none" }, { ...good, exp: now() + 60 }),
    signed({ alg: "HS512" }, { ...good, exp: now() + 60 }),
    signed({ alg: "HS256", crit: ["b64"], b64: false }, { ...good, exp: now() + 60 }),
    signed({ alg: "HS256" }, { ...good, exp: now() - 1 }),
    signed({ alg: "HS256" }, { ...good }),
    signed({ alg: "HS256" }, { ...good, exp: String(now() + 60) }),
    signed({ alg: "HS256" }, { ...good, exp: now() + 60, iss: "someone-else" }),
    signed({ alg: "HS256" }, { ...good, exp: now() + 60, sid: 42 }),
    signed({ alg: "HS256" }, { ...good, exp: now() + 60, email: undefined }),
    signed({ alg: "HS256" }, [good]),
    signed("HS256", { ...good, exp: now() + 60 }),
    `${b64({ alg: "HS256" })}.not-json.${createHmac("sha256", shopKey)
      .update(`${b64({ alg: "HS256" })}.not-json`)
      .digest("base64url")}`,
  ];
  for (const bad of refused) expect(tokens.verify(bad), bad).toBeNull();
});

it("refuses a token after its expiry", async () => {
  const short = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer("bike-parts-shop")
    .setExpirationTime(now() - 5)
    .sign(shopKey);
  expect(tokens.verify(short)).toBeNull();
});
