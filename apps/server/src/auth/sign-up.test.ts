import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiesOf, freshEmail, signIn, signUp } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { recordingMailer } from "../../test/sent-mail.ts";
import { authUser } from "../db/schema.ts";

// The shop's password hasher, watched: hashing is nearly all the time a sign-up takes.
const argon2 = vi.hoisted(() => ({ hash: vi.fn() }));
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  argon2.hash.mockImplementation(real.hash);
  return { ...real, hash: argon2.hash };
});

let t: TestApp;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer });
});
afterAll(() => t.close());

const signUpAs = (email: string, password = "stranger1", name = "Sly Stranger") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { name, email, password, callbackURL: "/verified" },
  });

/** The answer with every value replaced by its type: what a stranger may compare. */
const shapeOf = (value: unknown): unknown => {
  if (value === null || typeof value !== "object") return value === null ? "null" : typeof value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
};

describe("sign-up with an address that already has an account", () => {
  it("answers as for a new address, signs nobody in, changes nothing, and tells the owner by mail", async () => {
    const owner = await signUp(t);
    const fresh = await signUpAs(freshEmail());
    const taken = await signUpAs(owner.email);

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(200);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({ token: null, user: { email: owner.email, name: "Sly Stranger" } });
    expect(taken.headers["content-type"]).toBe(fresh.headers["content-type"]);

    // A new account is signed in at once (the spec's flow); the stranger is not.
    expect(cookiesOf(fresh.headers)).toMatch(/session_token=/);
    expect(cookiesOf(taken.headers)).not.toMatch(/session_token=/);
    const exchange = await t.app.inject({
      method: "PUT",
      url: `/api/user/${owner.email}`,
      headers: { cookie: cookiesOf(taken.headers) },
    });
    expect(exchange.statusCode).toBe(401);

    // The owner's account is as it was: one account, the old password, the old name.
    const rows = await t.db.select().from(authUser).where(eq(authUser.email, owner.email));
    expect(rows.map((r) => r.name)).toEqual(["Test Rider"]);
    await expect(signIn(t, owner)).resolves.toMatchObject({ cookie: expect.stringMatching(/session_token=/) });
    await expect(signIn(t, { email: owner.email, password: "stranger1" })).rejects.toThrow(/401/);

    await t.mailSent();
    const [notice, ...more] = mail.to(owner.email, /tried to sign up/);
    expect(more).toEqual([]);
    expect(notice?.text).toMatch(/already has one/);
    expect(notice?.link).toBe(`${TEST_PUBLIC_URL}/login`);
    // ...and no new verification mail for the stranger to follow.
    expect(mail.to(owner.email, /Verify your e-mail/)).toHaveLength(1);
  });

  it("hashes the stranger's password as it would a new account's, so it takes as long", async () => {
    const owner = await signUp(t);
    argon2.hash.mockClear();
    await signUpAs(freshEmail());
    expect(argon2.hash).toHaveBeenCalledTimes(1);
    argon2.hash.mockClear();
    await signUpAs(owner.email);
    expect(argon2.hash).toHaveBeenCalledTimes(1);
  });
});
