import type { APIRequestContext } from "@playwright/test";
import { requestsFrom } from "../support/requests.ts";
import { expect, test } from "./fixtures.ts";

type Part = {
  _id: string;
  name: string;
  des: string;
  img: string;
  price: number;
  minQuantity: number;
  availableQuantity: number;
};

/** A page's HTML as a crawler gets it (no script runs), with React's text separators taken out. */
async function html(request: APIRequestContext, url: string, status = 200) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(status);
  expect(res.headers()["content-type"], url).toMatch(/^text\/html/);
  return (await res.text()).replaceAll("<!-- -->", "");
}
const api = async <T>(request: APIRequestContext, url: string) => (await (await request.get(url)).json()) as T;
const attr = (page: string, pattern: RegExp) => page.match(pattern)?.[1];
const meta = (page: string, key: string) =>
  attr(page, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

/**
 * The page at `url` with the featured parts as the API gave them just before and just after it:
 * the other tests order parts meanwhile, so a read during which their stock moved is made again.
 */
async function pageWithFeatured(request: APIRequestContext, url: string) {
  for (let read = 1; ; read++) {
    const before = await api<Part[]>(request, "/api/parts?limit=6");
    const page = await html(request, url);
    const after = await api<Part[]>(request, "/api/parts?limit=6");
    if (JSON.stringify(before) === JSON.stringify(after) || read === 5) return { page, featured: after };
  }
}

test("the home page arrives holding its featured parts, its reviews and its plans", async ({ request }) => {
  const reviews = await request.get("/api/reviews");
  const reviewCount = Number(reviews.headers()["x-total-count"]);
  expect(reviewCount).toBeGreaterThan(0);
  const plans = await api<{ name: string; price: number }[]>(request, "/api/pricing");
  for (const url of ["/", "/home"]) {
    const { page, featured } = await pageWithFeatured(request, url);
    expect(featured.length).toBe(6);
    for (const part of featured) {
      const card = page.slice(page.indexOf(`>${part.name}<`));
      expect(card.length, `${url}: ${part.name}`).toBeLessThan(page.length);
      expect(card, part.name).toContain(`$${part.price.toFixed(2)} / unit`);
      expect(card, part.name).toContain(`<dt>Minimum order</dt><dd>${part.minQuantity}</dd>`);
      expect(card, part.name).toContain(`<dt>Available</dt><dd>${part.availableQuantity}</dd>`);
      expect(page, part.name).toContain(`href="/parts/${part._id}"`);
    }
    expect(page).toContain(`What our clients say (${reviewCount} reviews)`);
    for (const plan of plans) expect(page).toContain(`$${plan.price}<span class="text-base font-normal">/m`);
    expect(page.match(/role="status"/g), "no spinner").toBeNull();
  }
});

test("the catalog arrives holding the parts of its search and page, with links to the next", async ({ request }) => {
  // The catalog's search is the API's ranked one (decision 0040).
  const searched = await api<Part[]>(request, "/api/parts?limit=9&search=chain");
  expect(searched.length).toBeGreaterThan(0);
  const found = await html(request, "/parts?q=chain");
  for (const part of searched) expect(found).toContain(`>${part.name}<`);
  // Page 2 is where the API's own next link points: a crawler follows the catalog's plain link.
  const first = await request.get("/api/parts?limit=9");
  const cursor = first.headers().link?.match(/cursor=([\w-]+)>; rel="next"/)?.[1];
  expect(cursor).toBeDefined();
  const page1 = await html(request, "/parts");
  expect(page1).toContain(`href="/parts?page=2&amp;cursor=${cursor}"`);
  const second = await api<Part[]>(request, `/api/parts?limit=9&cursor=${cursor}`);
  const page2 = await html(request, `/parts?page=2&cursor=${cursor}`);
  for (const part of second) expect(page2).toContain(`>${part.name}<`);
  expect(page2).toContain("Page 2");
  expect(page2).toContain('href="/parts"');
  expect(attr(page2, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/parts\?page=2&amp;cursor=[\w-]+$/);
});

test("each part has a public page with its details, Product data and an Order Now link", async ({ request }) => {
  const [part] = await api<Part[]>(request, "/api/parts?limit=1");
  if (!part) throw new Error("no parts");
  const page = await html(request, `/parts/${part._id}`);
  expect(page).toContain(`<h1 class="text-3xl font-bold">${part.name}</h1>`);
  expect(page).toContain(part.des);
  expect(page).toContain(`src="${part.img}"`);
  expect(page).toContain(`$${part.price.toFixed(2)} / unit`);
  expect(page).toContain(`href="/Order/${part._id}"`);
  const ld = attr(page, /<script type="application\/ld\+json">([^<]+)<\/script>/);
  expect(JSON.parse(ld ?? "{}")).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Product",
    name: part.name,
    description: part.des,
    image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
    offers: {
      "@type": "Offer",
      price: part.price.toFixed(2),
      priceCurrency: "USD",
      availability:
        part.availableQuantity >= part.minQuantity ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  });
  expect(meta(page, "og:type")).toBe("product");
});

test("an unknown or malformed part id, or any unknown address, is the not-found page with 404", async ({ request }) => {
  for (const url of ["/parts/00000000-0000-4000-8000-000000000000", "/parts/not-an-id", "/no/such/page"]) {
    const page = await html(request, url, 404);
    expect(page, url).toContain("<title>Not Found - Bike Parts Hub</title>");
    expect(page, url).toContain("This page does not exist");
  }
});

test("every public page has its title, description, canonical address and Open Graph tags", async ({
  request,
  baseURL,
}) => {
  const [part] = await api<Part[]>(request, "/api/parts?limit=1");
  const pages: [string, string, string][] = [
    ["/", "Home", "/"],
    ["/home", "Home", "/"],
    ["/parts", "Parts", "/parts"],
    ["/blogs", "Blogs", "/blogs"],
    ["/myprotfolio", "My Portfolio", "/myprotfolio"],
    [`/parts/${part?._id}`, part?.name ?? "", `/parts/${part?._id}`],
  ];
  for (const [url, name, canonical] of pages) {
    const page = await html(request, url);
    const title = `${name} - Bike Parts Hub`;
    expect(page.match(/<title>/g), url).toHaveLength(1);
    expect(page, url).toContain(`<title>${title}</title>`);
    expect(page.match(/<meta name="description"/g), url).toHaveLength(1);
    expect(meta(page, "description")?.length, url).toBeGreaterThan(20);
    expect(attr(page, /<link rel="canonical" href="([^"]+)"/), url).toBe(`${baseURL}${canonical}`);
    expect(meta(page, "og:title"), url).toBe(title);
    expect(meta(page, "og:description"), url).toBe(meta(page, "description"));
    expect(meta(page, "og:url"), url).toBe(`${baseURL}${canonical}`);
    expect(meta(page, "og:image"), url).toMatch(new RegExp(`^${baseURL}/.+`));
    // A raster picture: many link previews show no SVG.
    const preview = await request.get(meta(page, "og:image") ?? "");
    expect(preview.status(), url).toBe(200);
    expect(preview.headers()["content-type"], url).toMatch(/^image\/(png|jpeg|webp)/);
  }
});

test("robots.txt and the sitemap lead crawlers to every public page and every part", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ["/deshboard", "/Order", "/login", "/signup", "/resetpassword", "/api"])
    expect(robots).toContain(`Disallow: ${path}\n`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ["/", "/parts", "/blogs", "/myprotfolio"]) expect(listed).toContain(`${baseURL}${path}`);
  const all = await api<Part[]>(request, "/api/parts?limit=100");
  for (const part of all) expect(listed).toContain(`${baseURL}/parts/${part._id}`);
});

test("with JavaScript off every section of the home page is visible", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  for (const id of ["banner", "parts", "bsummery", "reviews", "pricing", "contact"]) {
    const section = page.locator(`section#${id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section, id).toBeVisible();
    // Visible to a person, not only present: nothing is left at opacity 0 waiting for a script.
    expect(await section.evaluate((el) => getComputedStyle(el).opacity), id).toBe("1");
  }
  await expect(page.locator("#parts article")).toHaveCount(6);
  await expect(page.locator("#pricing article")).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath("home-without-javascript.png"), fullPage: true });
  await context.close();
});

test("hydration fetches none of what the HTML holds and draws the same page", async ({ page }) => {
  const made = requestsFrom(page);
  const logged: string[] = [];
  page.on("console", (msg) => logged.push(msg.text()));
  for (const url of ["/", "/parts?q=chain"]) {
    made.length = 0;
    await page.goto(url);
    // The banner's arrows wait for the scripts (decision 0006): enabled means hydrated.
    if (url === "/") await expect(page.getByRole("button", { name: "Next slide" })).toBeEnabled();
    else await expect(page.locator("html[data-scripts]")).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(
      made.filter((r) => /\/api\/(parts|reviews|pricing)/.test(r)),
      url,
    ).toEqual([]);
  }
  expect(logged.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
