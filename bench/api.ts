import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { type Row, round, type Shop } from "./shop.ts";

/**
 * The public catalog API against a bare node:http server answering the very same bytes, loaded
 * one after the other in the same run: requests per second, their ratio (target 0.8 or better)
 * and the app's latency percentiles.
 */
export async function benchApi(shop: Shop, seconds: number, connections: number): Promise<Row[]> {
  const [first] = (await (await fetch(`${shop.url}/api/parts`)).json()) as { _id: string }[];
  const paths = ["/api/parts", `/api/parts/${first?._id}`];
  const bodies = new Map<string, string>();
  for (const p of paths) bodies.set(p, await (await fetch(`${shop.url}${p}`)).text());

  // The baseline: the least a Node server can do to answer these bytes.
  const bare = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(bodies.get(req.url ?? "") ?? "");
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const rows: Row[] = [];
  for (const p of paths) {
    const name = `GET ${p.replace(first?._id ?? "", "{id}")}`;
    const baseline = await autocannon({ url: `${bareUrl}${p}`, connections, duration: seconds });
    const app = await autocannon({ url: `${shop.url}${p}`, connections, duration: seconds });
    const ratio = app.requests.average / baseline.requests.average;
    rows.push(
      { benchmark: name, figure: "req/s (bare node:http)", value: round(baseline.requests.average) },
      { benchmark: name, figure: "req/s (shop)", value: round(app.requests.average) },
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
