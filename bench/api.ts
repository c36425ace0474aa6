import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { ShopProcess } from "./shop-process.ts";
import { alternate, median, type Row, round, spread } from "./stats.ts";

/**
 * The public catalog API of the running shop against a bare node:http server, in a process of its
 * own, sending the very same bytes (headers and body), both loaded from this process by
 * autocannon in turns: requests per second of each, the ratio per pair of runs (target 0.8 or
 * better on the median) and the shop's latency. Asked for as autocannon asks (no compression) and
 * as a browser asks (brotli accepted: the shop compresses, the bare server sends those bytes).
 */
const ROUNDS = 5;

type Case = { name: string; path: string; br: boolean };

export async function benchApi(shop: ShopProcess, seconds: number, connections: number): Promise<Row[]> {
  const turn = Math.max(2, Math.round(seconds / 2));
  const [first] = (await (await fetch(`${shop.url}/api/parts`)).json()) as { _id: string }[];
  const cases: Case[] = [
    { name: "GET /api/parts", path: "/api/parts", br: false },
    { name: "GET /api/parts (brotli accepted)", path: "/api/parts", br: true },
    { name: "GET /api/parts/{id}", path: `/api/parts/${first?._id}`, br: false },
    // The home page's HTML as the shop keeps it between catalog changes (decision 0018).
    { name: "GET / (home page HTML, brotli accepted)", path: "/", br: true },
  ];
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const c of cases) answers[c.br ? `${c.path} br` : c.path] = await rawAnswer(`${shop.url}${c.path}`, c.br);
  const bare = await startBareServer(answers);

  const rows: Row[] = [];
  try {
    const load = (base: string, c: Case, duration: number) =>
      autocannon({
        url: `${base}${c.path}`,
        connections,
        duration,
        workers: 1,
        headers: c.br ? { "accept-encoding": "gzip, deflate, br" } : {},
      });
    // A short warm-up each, so that neither is measured while still being compiled.
    for (const c of cases) {
      await load(bare.url, c, 1);
      await load(shop.url, c, 1);
    }
    for (const c of cases) {
      const [bareRuns, shopRuns] = await alternate(
        ROUNDS,
        () => load(bare.url, c, turn),
        () => load(shop.url, c, turn),
      );
      const ratios = shopRuns.map((s, i) => s.requests.average / (bareRuns[i]?.requests.average ?? 1));
      const ratio = median(ratios);
      const errors = shopRuns.reduce((n, r) => n + r.errors + r.non2xx, 0);
      const typical = shopRuns.find((r) => r.requests.average === median(shopRuns.map((s) => s.requests.average)));
      rows.push(
        {
          benchmark: c.name,
          figure: `req/s bare node:http, median (range) of ${ROUNDS}`,
          value: spread(bareRuns.map((r) => r.requests.average)),
        },
        {
          benchmark: c.name,
          figure: `req/s shop, median (range) of ${ROUNDS}`,
          value: spread(shopRuns.map((r) => r.requests.average)),
        },
        {
          benchmark: c.name,
          figure: "ratio shop / bare, median (range) of the pairs",
          value: spread(ratios, 2),
          target: ">= 0.8",
          met: ratio >= 0.8,
        },
        {
          benchmark: c.name,
          figure: "shop latency p50 / p99 ms (median run)",
          value: typical ? `${typical.latency.p50} / ${typical.latency.p99}` : "-",
        },
        { benchmark: c.name, figure: "shop errors", value: errors, target: "0", met: errors === 0 },
      );
    }
  } finally {
    await bare.close();
  }
  return rows.map((r) => (typeof r.value === "number" ? { ...r, value: round(r.value, 2) } : r));
}

/** The shop's answer as it is sent: headers and the body's bytes, compressed if it compressed. */
function rawAnswer(url: string, br: boolean): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: br ? { "accept-encoding": "gzip, deflate, br" } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers[k] = v;
          for (const own of ["date", "connection", "keep-alive", "content-length", "transfer-encoding"])
            delete headers[own];
          resolve({ headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .on("error", reject);
  });
}

async function startBareServer(answers: object) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-bare-"));
  const file = path.join(dir, "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const script = fileURLToPath(new URL("bare-server.mjs", import.meta.url));
  const child = spawn(process.execPath, [script, file], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim())));
    child.once("exit", () => reject(new Error("the bare server did not start")));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
