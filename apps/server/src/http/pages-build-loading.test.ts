import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper.ts";

/*
 * The web app's server build is loaded while the server already answers (decisions 0054, 0124):
 * here a build whose modules go on loading until the test lets them finish. Were the start to
 * wait for it, the app would never be built and this file would time out.
 */

const gate = globalThis as { releasePagesBuild?: () => void };

// Each call of the loader the server gets for the pages' build, counted.
const loads = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./page-renderer.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./page-renderer.ts")>();
  const loadPageRenderer: typeof real.loadPageRenderer = (serverBuild) => {
    const load = real.loadPageRenderer(serverBuild);
    return (
      load &&
      (() => {
        loads.calls += 1;
        return load();
      })
    );
  };
  return { ...real, loadPageRenderer };
});

/** A pages' build whose module runs `first` before it exports what React Router's handler reads. */
const pagesBuild = (first: string) => `
  ${first}
  const page = (status, headers) => {
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response("<!doctype html><title>A page</title><p>Drawn</p>", { status, headers });
  };
  export const routes = { root: { id: "root", path: "", module: { default: () => null } } };
  export const entry = { module: { default: (request, status, headers) => page(status, headers) } };
  export const assets = {
    routes: { root: { id: "root", module: "/root.js", hasLoader: false, hasAction: false, imports: [] } },
    entry: { module: "/entry.js", imports: [] },
    url: "/manifest.js",
    version: "1",
  };
  export const publicPath = "/";
  export const assetsBuildDirectory = "";
  export const future = {};
  export const ssr = true;
  export const isSpaMode = false;
  export const prerender = [];
  export const routeDiscovery = { mode: "initial" };
  export const basename = "/";
  export const appDirectory = "";
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webFiles: {
      "index.html": "<!doctype html><title>shop</title>",
      // Beside the client build, where the server looks for the pages' build.
      "../server/index.js": pagesBuild("await new Promise((resolve) => { globalThis.releasePagesBuild = resolve; });"),
    },
  });
});
afterAll(() => t.close());

it("answers the API while the pages' build is still loading, and a page once it has loaded", async () => {
  let pageAnswered = false;
  const page = t.app.inject({ method: "GET", url: "/" }).then((res) => {
    pageAnswered = true;
    return res;
  });
  const api = await t.app.inject({ method: "GET", url: "/api/readyz" });
  expect(api.statusCode).toBe(200);
  // The page waits for the build, which is still loading.
  expect(pageAnswered).toBe(false);
  // Its modules are read and linked before the one that waits runs and hands the test its key.
  await vi.waitFor(() => expect(gate.releasePagesBuild).toBeTypeOf("function"));
  expect(pageAnswered).toBe(false);
  gate.releasePagesBuild?.();
  const res = await page;
  expect(res.headers["content-type"]).toMatch(/text\/html/);
  expect(res.body).toContain("Drawn");
});

it("loads the pages' build once the server listens, not while the app is built", async () => {
  loads.calls = 0;
  const listening = await createTestApp({
    webFiles: {
      "index.html": "<!doctype html><title>shop</title>",
      "../server/index.js": pagesBuild(""),
    },
  });
  try {
    // Built and ready, and no page asked for: nothing has asked for the build's modules.
    await listening.app.ready();
    expect(loads.calls).toBe(0);
    await listening.app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(loads.calls).toBe(1));
    const res = await listening.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain("Drawn");
  } finally {
    await listening.close();
  }
});
