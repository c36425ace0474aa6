import { expect, test } from "./fixtures.ts";

test("public pages arrive as HTML that already holds their content", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain("<title>Home - Bike Parts Hub</title>");
  expect(home).toContain("Buy Bow");
  expect(home).toContain("Request for Quote");
  expect(home).toContain('href="/blogs"');
  const blogs = await (await request.get("/blogs")).text();
  expect(blogs).toContain("<title>Blogs - Bike Parts Hub</title>");
  expect(blogs).toContain("How does prototypal inheritance work?");
  const portfolio = await (await request.get("/myprotfolio")).text();
  expect(portfolio.match(/<li class="badge[^"]*">/g)).toHaveLength(32);
});

test("the home page paints its navbar and banner with JavaScript turned off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Buy Bow" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Blogs" }).first()).toBeAttached();
  await context.close();
});

test("the home page loads none of the dashboard's or the forms' code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await expect(page.locator("#parts article")).toHaveCount(6);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /dashboard|my-profile|login|signup|order-page|payment/.test(url))).toEqual([]);
});

test("a client-side route that is not pre-rendered still opens directly", async ({ page }) => {
  await page.goto("/resetpassword");
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
});

test("HTML is revalidated on every visit and hashed assets are kept for a year", async ({ request }) => {
  const home = await request.get("/");
  expect(home.headers()["cache-control"]).toBe("no-cache");
  const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(await home.text());
  const assetPath = asset?.[1] ?? asset?.[2];
  expect(assetPath).toBeTruthy();
  const res = await request.get(assetPath ?? "");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("pages, scripts and the stylesheet are sent as the build's brotli copies", async ({ request }) => {
  const brotli = { "accept-encoding": "br" };
  const home = await request.get("/", { headers: brotli });
  expect(home.headers()["content-encoding"]).toBe("br");
  expect(Number(home.headers()["content-length"])).toBeGreaterThan(0);
  const html = await home.text();
  // The stylesheet's link, and the modules named by the start-up script.
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ""))];
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const res = await request.get(asset, { headers: brotli });
    expect(res.headers()["content-encoding"], asset).toBe("br");
    // Compressed at build, its size is known before sending; an answer compressed on the fly has none.
    const sent = Number(res.headers()["content-length"]);
    expect(sent, asset).toBeGreaterThan(0);
    // Brotli's framing costs a few bytes: a chunk of a hundred bytes that only re-exports gains
    // nothing, and below the server's 1 kB threshold nothing is meant to.
    const body = (await res.body()).length;
    if (body >= 1024) expect(sent, asset).toBeLessThan(body);
  }
});

test("a pre-rendered page asks for its scripts only once it has loaded and painted; the shell at once", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("#parts article")).toHaveCount(6);
  // The articles are in the HTML: the scripts come only after the load, so wait until one is in.
  const scriptsIn = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((r) => /^\/assets\/.+\.js$/.test(new URL(r.name).pathname))
          .length,
    );
  await expect.poll(scriptsIn).toBeGreaterThan(0);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((r) => /^\/assets\/.+\.js$/.test(new URL(r.name).pathname))
      .map((r) => r.startTime);
    return {
      loaded: navigation?.loadEventStart,
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts,
    };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.painted).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.loaded ?? Number.POSITIVE_INFINITY);
  expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.painted ?? Number.POSITIVE_INFINITY);

  const shell = await (await page.request.get("/resetpassword")).text();
  expect(shell).toContain('<link rel="modulepreload"');
});
