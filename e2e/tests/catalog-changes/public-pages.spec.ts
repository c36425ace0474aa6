import { ADMIN } from "../../support/ports.ts";
import { expect, test } from "../fixtures.ts";

test("an admin's new part is in the HTML of /, /parts, its own page and the sitemap at once", async ({
  page,
  baseURL,
}) => {
  // The pages are kept between visits: read them first, so that a page still held from before fails.
  for (const url of ["/", "/parts", "/sitemap.xml"]) await page.request.get(url);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = (await (await page.request.put(`/api/user/${ADMIN.email}`)).json()) as { token: string };
  const part = {
    name: "Aaa Crawler Bell",
    img: "/images/parts/grips.svg",
    des: "A bell that search engines can find.",
    price: 9.75,
    minQuantity: 1,
    availableQuantity: 12,
  };
  const added = await page.request.post("/api/parts", { data: part, headers: { authorization: `Bearer ${token}` } });
  expect(added.status()).toBe(201);
  const { insertedId } = (await added.json()) as { insertedId: string };

  const text = async (url: string) => (await (await page.request.get(url)).text()).replaceAll("<!-- -->", "");
  for (const url of ["/", "/parts", `/parts/${insertedId}`]) {
    const html = await text(url);
    expect(html, url).toContain(`>${part.name}<`);
    expect(html, url).toContain("$9.75 / unit");
  }
  expect(await text("/sitemap.xml")).toContain(`<loc>${baseURL}/parts/${insertedId}</loc>`);

  await page.request.delete(`/api/parts/${insertedId}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await page.request.get(`/parts/${insertedId}`)).status()).toBe(404);
  expect(await text("/")).not.toContain(part.name);
});
