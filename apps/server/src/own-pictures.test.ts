import { randomUUID } from "node:crypto";
import { messages } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { multipart, pngBytes } from "../test/pictures.ts";
import { type Customer, signUpAdmin } from "../test/shop.ts";
import { createS3Store } from "./storage/s3-store.ts";

/*
 * A picture address that parts and reviews keep, and show to every visitor, is one of ours: a
 * picture the web app ships, or an upload in this shop's own store. No other host (a tracking
 * picture on the home page), no `..`, escaped or not.
 */
const upload = `${randomUUID()}.webp`;
const notOurs = [
  "/images/../../../etc/passwd",
  "/images/%2e%2e/%2e%2e/etc/passwd.svg",
  "/images/..%2F..%2Fetc.svg",
  "/images/parts/../../x.svg",
  "/images/./x.svg",
  "/images/x.svg?track=1",
  "/images/x.svg#x",
  "/images/parts\\..\\x.svg",
  "/images/x",
  "/Images/x.svg",
  "/uploads/x.webp",
  `/uploads/../${upload}`,
  `/uploads/${upload}/../../x.webp`,
  `/uploads/${upload}.svg`,
  "https://tracker.example/pixel.gif",
  `https://tracker.example/uploads/${upload}`,
  `//tracker.example/uploads/${upload}`,
  `https://user@tracker.example/uploads/${upload}`,
  "javascript:alert(1)",
  "data:image/svg+xml;base64,PHN2Zy8+",
  "images/x.svg",
];

let t: TestApp;
let alice: Customer;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithToken(t);
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const part = (img: string) => ({ name: "Pictured", img, des: "x", price: 1, minQuantity: 1, availableQuantity: 5 });
const review = (img: string) => ({ img, address: "Here", star: 4, title: "Fine", des: "Good" });
const addPart = (app: TestApp, who: Customer, img: string) =>
  app.app.inject({ method: "POST", url: "/api/parts", headers: who.auth, payload: part(img) });
const addReview = (app: TestApp, who: Customer, img: string) =>
  app.app.inject({ method: "POST", url: "/api/reviews", headers: who.auth, payload: review(img) });
const editPicture = (app: TestApp, who: Customer, id: string, img: string) =>
  app.app.inject({ method: "PATCH", url: `/api/parts/${id}`, headers: who.auth, payload: { img } });
/** A part stored with one of our pictures, whose picture an edit then tries to change. */
async function storedPart(app: TestApp, who: Customer) {
  const res = await addPart(app, who, "/images/parts/chainring.svg");
  return res.json<{ insertedId: string }>().insertedId;
}
const pictureOf = async (app: TestApp, id: string) =>
  (await app.app.inject({ url: `/api/parts/${id}` })).json<{ img: string }>().img;

describe("with pictures uploaded to the shop's own folder", () => {
  it("refuses any other picture address for a part or a review, and keeps none", async () => {
    for (const img of notOurs) {
      for (const res of [await addPart(t, admin, img), await addReview(t, alice, img)]) {
        expect(res.statusCode, `${img}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/Image/);
      }
    }
    const shown = `${(await t.app.inject({ url: "/api/parts?limit=100" })).body}${(await t.app.inject({ url: "/api/reviews?limit=100" })).body}`;
    expect(shown).not.toMatch(/tracker|passwd|javascript|data:/);
  });

  it("refuses any other picture address when a part is edited, and keeps the part's picture", async () => {
    const id = await storedPart(t, admin);
    for (const img of notOurs) {
      const res = await editPicture(t, admin, id, img);
      expect(res.statusCode, `${img}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/Image/);
    }
    // Of the form of an upload, but on another host: only the server's own check refuses it.
    const res = await editPicture(t, admin, id, `https://tracker.example/uploads/${upload}`);
    expect(res.json().message).toBe(messages.pictureNotOurs);
    expect(await pictureOf(t, id)).toBe("/images/parts/chainring.svg");
  });

  it("takes the shop's own pictures and what its upload answered", async () => {
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: admin.auth,
      payload: multipart("image", "p.png", "image/png", await pngBytes()),
    });
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    const edited = await storedPart(t, admin);
    for (const img of [url, "/images/parts/chainring.svg", "/images/people/reviewer-1.svg"]) {
      expect((await addPart(t, admin, img)).statusCode, img).toBe(201);
      expect((await addReview(t, alice, img)).statusCode, img).toBe(201);
      expect((await editPicture(t, admin, edited, img)).statusCode, img).toBe(200);
      expect(await pictureOf(t, edited)).toBe(img);
    }
  });
});

describe("with pictures in an S3 bucket", () => {
  let s3: TestApp;
  let rider: Customer;
  let boss: Customer;
  const bucket = "https://cdn.shop.example/pictures/uploads/";
  beforeAll(async () => {
    // Nothing is uploaded here, so the bucket's endpoint is never called.
    const store = createS3Store({
      bucket: "shop",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      accessKeyId: "x",
      secretAccessKey: "x",
      publicUrl: "https://cdn.shop.example/pictures",
    });
    s3 = await createTestApp({ images: { store } });
    rider = await signUpWithToken(s3);
    boss = await signUpAdmin(s3);
  });
  afterAll(() => s3.close());

  it("takes an upload only at the bucket's own address, on creation and on edit", async () => {
    expect((await addPart(s3, boss, `${bucket}${upload}`)).statusCode).toBe(201);
    expect((await addReview(s3, rider, `${bucket}${upload}`)).statusCode).toBe(201);
    const edited = await storedPart(s3, boss);
    expect((await editPicture(s3, boss, edited, `${bucket}${upload}`)).statusCode).toBe(200);
    for (const img of [
      `https://cdn.elsewhere.example/pictures/uploads/${upload}`,
      `https://cdn.shop.example/uploads/${upload}`,
      `http://cdn.shop.example/pictures/uploads/${upload}`,
      `${bucket}x/uploads/${upload}`,
      `/uploads/${upload}`,
    ]) {
      for (const res of [
        await addPart(s3, boss, img),
        await addReview(s3, rider, img),
        await editPicture(s3, boss, edited, img),
      ]) {
        expect(res.statusCode, `${img}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(messages.pictureNotOurs);
      }
    }
    expect(await pictureOf(s3, edited)).toBe(`${bucket}${upload}`);
  });
});
