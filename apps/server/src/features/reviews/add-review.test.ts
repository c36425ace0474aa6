import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = {
  name: "Somebody Famous",
  img: "/uploads/0b4f5c1e-1111-4222-8333-444455556666.webp",
  address: "Dhaka",
  star: 4.5,
  title: "<img src=x onerror=alert(1)>",
  des: "Great parts",
};

it("adds a review under the signed-in user's name; the home page shows it at once", async () => {
  const rider = await signUpWithToken(t);
  await t.app.inject({ method: "GET", url: "/api/reviews" });
  const res = await t.app.inject({ method: "POST", url: "/api/reviews", headers: rider.auth, payload: review });
  expect(res.statusCode).toBe(201);
  const [newest] = (await t.app.inject({ method: "GET", url: "/api/reviews" })).json();
  expect(newest).toEqual({ _id: res.json().insertedId, ...review, name: "Test Rider" });
});

it("refuses a rating outside 0-5, missing fields and anonymous callers", async () => {
  const rider = await signUpWithToken(t);
  for (const bad of [{ star: 6 }, { star: -1 }, { star: "5" }, { title: " " }, { img: "" }]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: rider.auth,
      payload: { ...review, ...bad },
    });
    expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    expect(res.json().message).toBeTruthy();
  }
  expect((await t.app.inject({ method: "POST", url: "/api/reviews", payload: review })).statusCode).toBe(401);
});
