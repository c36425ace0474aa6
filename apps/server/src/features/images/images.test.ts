import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { multipart, pixelFloodPng, pngBytes } from "../../../test/pictures.ts";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = (await signUpWithToken(t)).auth;
});
afterAll(() => t.close());

const upload = (form: FormData, headers: Record<string, string> = auth) =>
  t.app.inject({ method: "POST", url: "/api/images", headers, payload: form });

describe("POST /api/images", () => {
  it("takes a PNG named .exe as a PNG, stores it as WebP without metadata and serves it for a year", async () => {
    const png = await sharp(await pngBytes(3000, 2000))
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .png()
      .toBuffer();
    const res = await upload(multipart("image", "holiday.exe", "application/octet-stream", png));
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const picture = await t.app.inject({ method: "GET", url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await fileTypeFromBuffer(picture.rawPayload))?.mime).toBe("image/webp");
    const meta = await sharp(picture.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes("secret camera owner")).toBe(false);
  });

  it("refuses an HTML file named .png and an SVG", async () => {
    const html = await upload(multipart("image", "cat.png", "image/png", "<html><script>alert(1)</script></html>"));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe("Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    expect((await upload(multipart("image", "logo.svg", "image/svg+xml", svg))).statusCode).toBe(415);
  });

  it("refuses a file over 5 MB", async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(multipart("image", "big.png", "image/png", big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Pictures may be at most 5 MB");
  });

  it("refuses a pixel flood before decoding it", async () => {
    const res = await upload(multipart("image", "flood.png", "image/png", await pixelFloodPng()));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 40 megapixels/);
  });

  it("refuses a truncated picture, a wrong field, a body without a boundary and a caller without a token", async () => {
    const png = await pngBytes(200, 200);
    const broken = await upload(multipart("image", "broken.png", "image/png", png.subarray(0, 60)));
    expect(broken.statusCode).toBe(400);
    expect((await upload(multipart("photo", "a.png", "image/png", png))).statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { ...auth, "content-type": "multipart/form-data" },
      payload: "{}",
    });
    expect(noBoundary.statusCode).toBe(400);
    expect((await upload(multipart("image", "a.png", "image/png", png), {})).statusCode).toBe(401);
  });
});
