import { messages, NAME_MAX } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshEmail, signUpWithToken } from "../../test/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { addPart, type Customer, order } from "../../test/shop.ts";
import { authUser } from "../db/schema.ts";

/*
 * The name the identity endpoints keep is held to the contract's limit: it is copied onto orders
 * and shown with reviews on the home page. Those endpoints take no picture address either.
 */
let t: TestApp;
let alice: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email: freshEmail(), password: "secret123", ...body },
  });
const updateUser = (body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/update-user",
    headers: { origin: TEST_PUBLIC_URL, cookie: alice.cookie },
    payload: body,
  });
const accountsNamed = async (email: string) =>
  (await t.db.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, email))).map((u) => u.name);
const longest = "n".repeat(NAME_MAX);

it("refuses at sign-up a name that is too long or has a line break, and makes no account", async () => {
  for (const name of ["n".repeat(NAME_MAX + 1), "n".repeat(100_000), "Two\nLines", "   "]) {
    const email = freshEmail();
    const res = await signUp({ name, email });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().message).toMatch(/Name (is longer than 100 characters|may not contain|is required)|longer than/);
    expect(await accountsNamed(email)).toEqual([]);
  }
  const email = freshEmail();
  expect((await signUp({ name: ` ${longest} `, email })).statusCode).toBe(200);
  expect(await accountsNamed(email)).toEqual([longest]);
});

it("refuses the same names through update-user, so orders never copy one", async () => {
  for (const name of ["n".repeat(NAME_MAX + 1), "n".repeat(100_000), "Tab\there"]) {
    const res = await updateUser({ name });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(typeof res.json().message).toBe("string");
  }
  expect(await accountsNamed(alice.email)).toEqual(["Test Rider"]);
  expect((await updateUser({ name: "  Renamed Rider " })).statusCode).toBe(200);
  const placed = await order(t, alice, { productId: (await addPart(t)).id });
  const mine = await t.app.inject({ url: `/api/orders/${placed.json().insertedId}`, headers: alice.auth });
  expect(mine.json().userName).toBe("Renamed Rider");
});

it("takes no account picture through the identity endpoints", async () => {
  for (const image of ["https://tracker.example/pixel.gif", "/images/../../etc/passwd", "/uploads/x.webp"]) {
    const email = freshEmail();
    expect((await signUp({ name: "Pic", email, image })).statusCode).toBe(400);
    expect(await accountsNamed(email)).toEqual([]);
    const res = await updateUser({ image });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The shop keeps no account pictures: send no image");
  }
  const [row] = await t.db.select({ image: authUser.image }).from(authUser).where(eq(authUser.email, alice.email));
  expect(row?.image).toBeNull();
});

it("signs up any deliverable address, kept lower-case, and finds it in every e-mail path", async () => {
  const tag = Date.now().toString(36);
  for (const given of [
    `fresh.tester${tag}@example.com`,
    `a+shop${tag}@example.com`,
    `me${tag}@mail.example.co.uk`,
    `Me${tag}@Example.com`,
    `x${tag}@example.info`,
  ]) {
    const kept = given.toLowerCase();
    const rider = await signUpWithToken(t, given);
    expect(await accountsNamed(kept)).toEqual(["Test Rider"]);
    const profile = await t.app.inject({ url: `/api/userInfo/${encodeURIComponent(given)}`, headers: rider.auth });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().userEmail).toBe(kept);
  }
});

it("refuses at sign-up an address no mail server takes, saying so", async () => {
  for (const email of ["me@localhost", "me@example..com", "two@@example.com", "no space@example.com"]) {
    const res = await signUp({ name: "Rider", email });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().message).toBe(messages.badEmail);
  }
});
