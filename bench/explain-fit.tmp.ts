import pg from "pg";
import { fill } from "./fit-catalog.ts";
import { startShop } from "./in-process-shop.ts";

const seen: { text: string; values: unknown[] }[] = [];
const original = pg.Client.prototype.query;
// biome-ignore lint: scratch
(pg.Client.prototype as any).query = function (this: unknown, config: any, values?: any, cb?: any) {
  const text = typeof config === "string" ? config : config?.text;
  const vals = typeof config === "string" ? values : (config?.values ?? values);
  if (typeof text === "string" && text.includes("fit_class_id") && !text.startsWith("explain")) seen.push({ text, values: vals ?? [] });
  return (original as any).call(this, config, values, cb);
};
const shop = await startShop({ postgresUrl: process.env.BENCH_DATABASE_URL, seed: false });
try {
  const t0 = Date.now();
  const { models } = await fill(shop.db, 100_000);
  console.log("fill ms", Date.now() - t0);
  const classes = await shop.db.execute("select count(*)::int as n from fit_classes" as never);
  console.log("classes", (classes as any).rows);
  for (const path of [
    `/api/parts?category=c17&fits=${models[7]}`,
    `/api/parts?fits=${models[7]}`,
    `/api/parts/facets?fits=${models[7]}`,
    `/api/parts/facets?category=c17&fits=${models[7]}`,
  ]) {
    seen.length = 0;
    const t1 = Date.now();
    const res = await shop.app.inject(path);
    console.log("\n=====", path, res.statusCode, Date.now() - t1, "ms");
    for (const q of seen) {
      const plan = await shop.db.$client.query(`explain (analyze, buffers off) ${q.text}`, q.values);
      console.log(plan.rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
    }
  }
} finally {
  await shop.close();
}
