import { sql } from "drizzle-orm";
import { fill } from "./fit-catalog.ts";
import { startShop } from "./in-process-shop.ts";

const shop = await startShop({ postgresUrl: process.env.BENCH_DATABASE_URL, seed: false });
try {
  await fill(shop.db, 10_000);
  const copy = (tag: string) =>
    sql.raw(`insert into parts (name, img, des, price_cents, min_quantity, available_quantity, sku, category_id, brand_id, specs)
    select name, img, des, price_cents, min_quantity, available_quantity, sku || '-${tag}', category_id, brand_id, specs from parts where sku not like '%-%-%'`);
  for (const [tag, on] of [["a", true], ["b", false], ["c", true], ["d", false]] as const) {
    await shop.db.execute(sql.raw(`alter table parts ${on ? "enable" : "disable"} trigger parts_fit_class`));
    const t0 = Date.now();
    await shop.db.execute(copy(tag));
    console.log(on ? "with trigger" : "without", Date.now() - t0, "ms for 10k");
  }
} finally {
  await shop.close();
}
