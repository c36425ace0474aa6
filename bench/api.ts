import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { type Row, round, type Shop } from "./shop.ts";

/**
 * The public catalog API against a bare node:http server answering the very same bytes (headers
 * and body), loaded one after the other in the same run by autocannon in a worker thread:
 * requests per second, their ratio (target 0.8 or better) and the app's latency percentiles.
 */
const ROUNDS = 6;

export async function benchApi(shop: Shop, seconds: number, connections: number): Promise<Row[]> {
  // Many short turns rather than a few long ones: on a shared machine the load of its other
  // users comes and goes, and more turns give each server more chances at a quiet one.
  const turn = Math.max(2, Math.round(seconds / 2));
  const [first] = (await (await fetch(`${shop.url}/api/parts`)).json()) as { _id: string }[];
  const paths = ["/api/parts", `/api/parts/${first?._id}`];
  // The shop's whole answer, headers included (the security headers are a sixth of its bytes).
  const answers = new Map<string, { headers: Record<string, string>; body: string }>();
  for (const p of paths) {
    const res = await fetch(`${shop.url}${p}`);
    const headers = Object.fromEntries(res.headers);
    for (const own of ["date", "connection", "keep-alive", "content-length"]) delete headers[own];
    answers.set(p, { headers, body: await res.text() });
  }

  // The baseline: the least a Node server can do to answer these bytes.
  const bare = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    res.writeHead(200, answer?.headers);
    res.end(answer?.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const rows: Row[] = [];
  const load = (url: string, duration: number) => autocannon({ url, connections, duration, workers: 1 });
  const fastest = (results: autocannon.Result[]) =>
    results.reduce((best, r) => (r.requests.average > best.requests.average ? r : best));
  // A short warm-up each, so that neither is measured while still being compiled. Then every
  // endpoint of both servers takes its turn, round after round, and the best run of each counts:
  // on a shared machine noise only ever slows a run down.
  for (const p of paths) {
    await load(`${bareUrl}${p}`, 1);
    await load(`${shop.url}${p}`, 1);
  }
  const runs = new Map<string, autocannon.Result[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of paths) {
      for (const url of [`${bareUrl}${p}`, `${shop.url}${p}`])
        runs.set(url, [...(runs.get(url) ?? []), await load(url, turn)]);
    }
  }
  for (const p of paths) {
    const name = `GET ${p.replace(first?._id ?? "", "{id}")}`;
    const baseline = fastest(runs.get(`${bareUrl}${p}`) ?? []);
    const app = fastest(runs.get(`${shop.url}${p}`) ?? []);
    const ratio = app.requests.average / baseline.requests.average;
    rows.push(
      { benchmark: name, figure: `req/s (bare node:http, best of ${ROUNDS})`, value: round(baseline.requests.average) },
      { benchmark: name, figure: `req/s (shop, best of ${ROUNDS})`, value: round(app.requests.average) },
      { benchmark: name, figure: "ratio shop / bare", value: round(ratio, 2), target: ">= 0.8", met: ratio >= 0.8 },
      ...latencyRows(name, app),
      errorRow(name, app),
    );
  }
  bare.close();
  return rows;
}

export const latencyRows = (benchmark: string, result: autocannon.Result): Row[] => [
  {
    benchmark,
    figure: "latency p50 / p90 / p99 ms",
    value: `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99}`,
  },
];

export const errorRow = (benchmark: string, result: autocannon.Result): Row => {
  const errors = result.errors + result.non2xx;
  return { benchmark, figure: "errors", value: errors, target: "0", met: errors === 0 };
};
