import { z } from "zod";
import { idSchema } from "./catalog.ts";
import { ORDER_STATUS_FILTERS } from "./paging-rules.ts";

/** The Overview's window: today and the days before it, in UTC. */
export const OVERVIEW_DAYS = 30;

/**
 * The admin's Overview (`GET /api/admin/overview`). Money is in integer cents, so sums are exact
 * and the screen shows two decimals; days are UTC calendar days ("YYYY-MM-DD").
 */
export const overviewSchema = z.object({
  /** Every day of the window, oldest first, a day without sales included as zero. */
  revenueByDay: z.array(
    z.object({
      day: z.iso.date(),
      /** Paid orders by the day their payment was recorded. */
      revenueCents: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  /** Every order status an admin filters by, each once, in that order; zero included. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUS_FILTERS), count: z.number().int() })),
  /** The parts that sold the most units in the window's paid orders, most first. */
  bestSellers: z.array(
    z.object({ partId: idSchema, name: z.string(), units: z.number().int(), revenueCents: z.number().int() }),
  ),
  /**
   * Parts with fewer than two minimum orders in stock, fewest first: `orderable` false when not
   * even one minimum order is left, so nobody can order the part.
   */
  lowStock: z.array(
    z.object({
      partId: idSchema,
      name: z.string(),
      availableQuantity: z.number().int(),
      minQuantity: z.number().int(),
      orderable: z.boolean(),
    }),
  ),
  /**
   * 'Most wanted': the parts with the most confirmed back-in-stock alerts still waiting, most
   * first; `orderable` false while the part cannot be ordered.
   */
  mostWanted: z.array(
    z.object({ partId: idSchema, name: z.string(), waiting: z.number().int(), orderable: z.boolean() }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;
