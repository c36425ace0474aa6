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

/**
 * Lighthouse with its default mobile settings (its simulated slow 4G and 4x slower CPU, spelled
 * out in the table) on the running shop's home page, in the system's Chromium, with nothing
 * fetched from outside this machine; the run with the median performance score of RUNS is
 * reported, with the lowest and highest score beside it. The JavaScript figure is every script
 * the page loaded, gzipped here, whatever encoding the server chose.
 */
export async function benchHomePage(shop: { url: string }): Promise<Row[]> {
  assertChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const runs: Result[] = [];
    // A run that fails (Lighthouse's runtimeError) has no score: it is run again, not counted as 0.
    for (let failed = 0; runs.length < RUNS; ) {
      const result = await lighthouse(`${shop.url}/`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
      });
      const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse gave no result" };
      if (result && !error) runs.push(result.lhr);
      else if (++failed > RUNS) throw new Error(`Lighthouse failed ${failed} times, last: ${error?.message}`);
    }
    const performance = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    runs.sort((a, b) => performance(a) - performance(b));
    const median = runs[Math.floor(RUNS / 2)];
    if (!median) throw new Error("Lighthouse gave no result");
    const { categories, audits } = median;
    const requests =
      (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
    let gzipped = 0;
    for (const url of scripts) gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    const jsKb = gzipped / 1024;
    const dashboardScripts = scripts.filter((url) => /dashboard|deshboard|my-profile|payment/.test(url));
    const rows: Row[] = [];
    for (const [key, label] of [
      ["performance", "performance score"],
      ["accessibility", "accessibility score"],
      ["best-practices", "best practices score"],
    ] as const) {
      const score = Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        benchmark: "home page (Lighthouse, mobile)",
        figure: label,
        value: score,
        target: ">= 95",
        met: score >= 95,
      });
    }
    const { throttling, throttlingMethod, formFactor } = median.configSettings;
    rows.push({
      benchmark: "home page (Lighthouse, mobile)",
      figure: "conditions",
      value: `${formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s down, CPU ${throttling.cpuSlowdownMultiplier}x slower`,
    });
    const fcp = audits["first-contentful-paint"]?.numericValue ?? Number.NaN;
    const lcp = audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
    const blocking = audits["total-blocking-time"]?.numericValue ?? Number.NaN;
    rows.push(
      {
        benchmark: "home page (Lighthouse, mobile)",
        figure: `performance score, lowest - highest of ${RUNS} runs`,
        value: `${performance(runs[0] ?? median)} - ${performance(runs[RUNS - 1] ?? median)}`,
      },
      { benchmark: "home page (Lighthouse, mobile)", figure: "total blocking time ms", value: round(blocking) },
      { benchmark: "home page (Lighthouse, mobile)", figure: "first contentful paint ms", value: round(fcp) },
      { benchmark: "home page (Lighthouse, mobile)", figure: "largest contentful paint ms", value: round(lcp) },
      {
        benchmark: "home page (Lighthouse, mobile)",
        figure: `JavaScript loaded, kB gzipped (${scripts.length} files)`,
        value: round(jsKb, 1),
        target: `<= ${JS_BUDGET_KB}`,
        met: jsKb <= JS_BUDGET_KB,
      },
      {
        benchmark: "home page (Lighthouse, mobile)",
        figure: "dashboard scripts loaded",
        value: dashboardScripts.length,
        target: "0",
        met: dashboardScripts.length === 0,
      },
    );
    return rows;
  } finally {
    chrome.kill();
  }
}
