import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import lighthouse from "lighthouse";
import { type Row, round } from "./stats.ts";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const JS_BUDGET_KB = 150;
/** Lighthouse's own advice on its run-to-run spread: run it several times and take the median. */
const RUNS = 3;

/** Fails when there is no Chromium to run Lighthouse in (Debian's package `chromium`). */
export function assertChromium() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}; install it or set CHROME_PATH`);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Lighthouse with its default mobile settings (its simulated slow 4G and 4x slower CPU, spelled
 * out in the table) on the shop's public pages (the home page, the catalog, a part's page, the
 * login page), in the system's Chromium, with nothing fetched from outside this machine; for each
 * page the run with the median performance score of RUNS is reported, with the lowest and highest
 * score beside it, and the audits that kept accessibility below 100 are named. The JavaScript
 * figure is every script the home page loaded, gzipped here, whatever encoding the server chose.
 */
export async function benchPublicPages(shop: { url: string }): Promise<Row[]> {
  assertChromium();
  const part = ((await (await fetch(`${shop.url}/api/parts?limit=1`)).json()) as { _id: string }[])[0];
  // BENCH_PAGES (some of home,catalog,category,part,login) measures only those, for working on one page.
  const only = process.env.BENCH_PAGES?.split(",");
  const pages = [
    { id: "home", name: "home page", path: "/" },
    { id: "catalog", name: "catalog", path: "/parts" },
    { id: "category", name: "category page", path: "/c/drivetrain/cassettes" },
    { id: "part", name: "part page", path: `/parts/${part?._id}` },
    { id: "login", name: "login page", path: "/login" },
  ].filter((page) => !only || only.includes(page.id));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const rows: Row[] = [];
    for (const page of pages) {
      const runs = await medianRuns(`${shop.url}${page.path}`, chrome.port);
      rows.push(...pageRows(`${page.name} (Lighthouse, mobile)`, runs));
      if (page.path === "/") rows.push(...(await scriptRows(runs[Math.floor(RUNS / 2)] as Result)));
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** RUNS results of one page, lowest performance first. */
async function medianRuns(url: string, port: number): Promise<Result[]> {
  const runs: Result[] = [];
  // A run that fails (Lighthouse's runtimeError) has no score: it is run again, not counted as 0.
  for (let failed = 0; runs.length < RUNS; ) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse gave no result" };
    if (result && !error) runs.push(result.lhr);
    else if (++failed > RUNS) throw new Error(`Lighthouse failed ${failed} times, last: ${error?.message}`);
  }
  return runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
}

function pageRows(benchmark: string, runs: Result[]): Row[] {
  const median = runs[Math.floor(RUNS / 2)];
  if (!median) throw new Error("Lighthouse gave no result");
  const { audits } = median;
  const rows: Row[] = [];
  for (const [key, label, target] of [
    ["performance", "performance score", 95],
    ["accessibility", "accessibility score", 100],
    ["best-practices", "best practices score", 95],
  ] as const) {
    const value = score(median, key);
    rows.push({ benchmark, figure: label, value, target: `>= ${target}`, met: value >= target });
  }
  for (const category of ["accessibility", "best-practices"]) {
    const failing = failedAudits(median, category);
    if (failing.length > 0) rows.push({ benchmark, figure: `${category} audits failed`, value: failing.join("; ") });
  }
  const { throttling, throttlingMethod, formFactor } = median.configSettings;
  const ms = (id: string) => round(audits[id]?.numericValue ?? Number.NaN);
  rows.push(
    {
      benchmark,
      figure: "conditions",
      value: `${formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s down, CPU ${throttling.cpuSlowdownMultiplier}x slower`,
    },
    {
      benchmark,
      figure: `performance score, lowest - highest of ${RUNS} runs`,
      value: `${score(runs[0] ?? median, "performance")} - ${score(runs[RUNS - 1] ?? median, "performance")}`,
    },
    { benchmark, figure: "total blocking time ms", value: ms("total-blocking-time") },
    { benchmark, figure: "first contentful paint ms", value: ms("first-contentful-paint") },
    { benchmark, figure: "largest contentful paint ms", value: ms("largest-contentful-paint") },
    { benchmark, figure: "largest contentful paint element", value: lcpElement(median) },
  );
  return rows;
}

/** The audits of a category that did not pass, each with where (up to three places). */
function failedAudits(lhr: Result, category: string): string[] {
  const ids = new Set(lhr.categories[category]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  return Object.values(lhr.audits)
    .filter((a) => ids.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => {
      type Items = { items?: { node?: { selector?: string }; description?: string; source?: { url?: string } }[] };
      const items = (a.details as Items | undefined)?.items ?? [];
      const where = [...new Set(items.map((i) => i.node?.selector ?? i.description ?? i.source?.url))];
      return `${a.id} (${items.length}): ${where.slice(0, 3).join(", ")}`;
    });
}

/** What Lighthouse painted last among the large things: the figure to work on when LCP is slow. */
function lcpElement(lhr: Result): string {
  type Table = { items?: { node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] };
  const table = lhr.audits["largest-contentful-paint-element"]?.details as Table | undefined;
  const first = table?.items?.[0];
  return (first?.items?.[0]?.node ?? first?.node)?.snippet?.slice(0, 80) ?? "-";
}

/** The home page's scripts: their gzipped size against the budget, and no dashboard code. */
async function scriptRows(median: Result): Promise<Row[]> {
  const requests =
    (median.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
  let gzipped = 0;
  for (const url of scripts) gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  const jsKb = gzipped / 1024;
  const dashboardScripts = scripts.filter((url) => /dashboard|deshboard|my-profile|payment/.test(url));
  const benchmark = "home page (Lighthouse, mobile)";
  return [
    {
      benchmark,
      figure: `JavaScript loaded, kB gzipped (${scripts.length} files)`,
      value: round(jsKb, 1),
      target: `<= ${JS_BUDGET_KB}`,
      met: jsKb <= JS_BUDGET_KB,
    },
    {
      benchmark,
      figure: "dashboard scripts loaded",
      value: dashboardScripts.length,
      target: "0",
      met: dashboardScripts.length === 0,
    },
  ];
}
