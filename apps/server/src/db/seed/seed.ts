import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { brands, categories, parts, pricingPlans, reviews, shippingMethods, specDefinitions } from "../schema.ts";
import { seedPricingPlans, seedReviews } from "./catalog.ts";
import { catalogRows } from "./catalog-rows.ts";
import { seedFitIfEmpty } from "./fit.ts";

/**
 * Lists are shown newest first: the demo rows get times a second apart, so they are listed in
 * the catalog's own order rather than by their random ids.
 */
const listed = (position: number) => new Date(Date.now() - position * 1000);

/**
 * Fills an empty shop with the demo catalog; a shop that already has parts is left alone. The
 * bike standards, fit rules and bike models (issue 32) go wherever none are yet, so a shop made
 * before them gets them too.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const seeded = await seedCatalogIfEmpty(db);
  await seedFitIfEmpty(db);
  return seeded;
}

async function seedCatalogIfEmpty(db: Db): Promise<boolean> {
  // Whether there is one part, not how many: a count would read all of a large catalog at every start.
  const [anyPart] = await db.select({ one: sql`1` }).from(parts).limit(1);
  if (anyPart) return false;
  const catalog = catalogRows(listed);
  await db.transaction(async (tx) => {
    // A shop whose parts were all deleted keeps its own tree: the demo goes only where none is.
    const [tree] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if ((tree?.n ?? 0) === 0) {
      await tx.insert(categories).values(catalog.categories);
      await tx.insert(brands).values(catalog.brands);
      await tx.insert(specDefinitions).values(catalog.specDefinitions);
      await tx.insert(parts).values(catalog.parts);
    }
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
    // Issue 29: a way to get the parts. Pickup first: the spec's order form names no method, so
    // its order takes the first, and costs what it cost before shipping existed.
    await tx.insert(shippingMethods).values([
      { name: "Pickup at the shop", kind: "pickup", position: 0 },
      { name: "Standard parcel", kind: "freeAbove", priceCents: 495, freeAboveCents: 10_000, position: 1 },
      {
        name: "Heavy goods by weight",
        kind: "weight",
        bands: [
          { upToGrams: 2_000, priceCents: 690 },
          { upToGrams: 10_000, priceCents: 1_290 },
          { upToGrams: 30_000, priceCents: 2_490 },
        ],
        position: 2,
      },
    ]);
    await tx
      .insert(reviews)
      .values(seedReviews.map((r, i) => ({ ...r, img: `/images/people/reviewer-${i + 1}.svg`, createdAt: listed(i) })));
  });
  return true;
}
