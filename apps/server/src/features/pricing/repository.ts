import type { PricingPlan } from "@shop/contract";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pricingPlans } from "../../db/schema.ts";

/** The plans in the order the shop lists them, prices in dollars. */
export async function listPricingPlans(db: Db): Promise<PricingPlan[]> {
  const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.position));
  return rows.map(({ id, priceCents, position: _position, ...plan }) => ({
    _id: id,
    ...plan,
    price: priceCents / 100,
  }));
}
