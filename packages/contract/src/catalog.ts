import { z } from "zod";
import { pageQuery } from "./paging.ts";
import { PAGE_SIZES } from "./paging-rules.ts";
import { cleanText, SEARCH_MAX } from "./text.ts";

/** Ids are UUIDs; anything else is a malformed id and answers 400, not 404. */
export const idSchema = z.uuid({ message: "The id is not a valid id" });
export const idParamsSchema = z.object({ id: idSchema });

export const partSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  des: z.string(),
  /** Dollars, as the spec shows them; the database keeps integer cents. */
  price: z.number(),
  minQuantity: z.number().int(),
  availableQuantity: z.number().int(),
});
export type Part = z.infer<typeof partSchema>;

export const partsQuerySchema = z.object({
  q: cleanText("The search text", SEARCH_MAX)
    .trim()
    .optional()
    .describe("Only parts whose name contains this text (case aside)"),
  ...pageQuery(PAGE_SIZES.parts),
});
export type PartsQuery = z.infer<typeof partsQuerySchema>;

export const pricingPlanSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Dollars per month. */
  price: z.number(),
  service1: z.string(),
  service2: z.string(),
  service3: z.string(),
  service4: z.string(),
  service5: z.string(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const reviewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  address: z.string(),
  title: z.string(),
  des: z.string(),
  star: z.number(),
});
export type Review = z.infer<typeof reviewSchema>;

/** What customers think of the shop: its reviews' count and their average stars (null with none). */
export const reviewSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  average: z.number().min(0).max(5).nullable().describe("Average stars of all reviews, to one decimal"),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Every refusal: what is wrong, in words, and for some (card errors) a code programs can test. */
export const errorSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorAnswer = z.infer<typeof errorSchema>;
