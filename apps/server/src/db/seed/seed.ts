import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { parts, pricingPlans, reviews } from "../schema.ts";
import { seedParts, seedPricingPlans, seedReviews } from "./catalog.ts";

/** Fills an empty shop with the demo catalog; a shop that already has parts is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(parts);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(parts).values(seedParts.map(({ slug, ...p }) => ({ ...p, img: `/images/parts/${slug}.svg` })));
    await tx.insert(pricingPlans).values(
      seedPricingPlans.map(({ services, ...plan }, position) => ({
        ...plan,
        position,
        service1: services[0],
        service2: services[1],
        service3: services[2],
        service4: services[3],
        service5: services[4],
      })),
    );
    await tx.insert(reviews).values(seedReviews.map((r, i) => ({ ...r, img: `/images/people/reviewer-${i + 1}.svg` })));
  });
  return true;
}
