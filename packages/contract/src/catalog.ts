import { z } from "zod";
import { namedRefSchema, optionsSchema, specsSchema } from "./catalog/taxonomy.ts";

/** Ids are UUIDs; anything else is a malformed id and answers 400, not 404. */
export const idSchema = z.uuid({ message: "The id is not a valid id" });
export const idParamsSchema = z.object({ id: idSchema });

/**
 * One variant of a part's product, with what an option picker and a product's offers need, so a
 * part page is one call (its siblings' other fields are on their own `/api/parts/{id}`).
 */
export const variantSchema = z.object({
  _id: idSchema,
  options: optionsSchema,
  sku: z.string(),
  /** Dollars, as the part's own price. */
  price: z.number(),
  minQuantity: z.number().int(),
  availableQuantity: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

export const partSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  des: z.string(),
  /** Dollars, as the spec shows them; the database keeps integer cents. */
  price: z.number(),
  minQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  // The catalog's fields (issue 28): the spec's Part is one sellable variant of a product.
  sku: z.string().describe("The shop's stock-keeping unit, unique"),
  mpn: z.string().nullable().describe("The maker's part number, such as CN-M8100"),
  brand: namedRefSchema.nullable(),
  category: namedRefSchema.nullable(),
  specs: specsSchema.describe("Specification key -> value, as the category defines them"),
  weight: z.number().int().nullable().describe("Grams"),
  options: optionsSchema.describe(
    'What this variant is among its product\'s: {"Diameter": "180 mm"}; empty for a part without options',
  ),
  variants: z
    .array(variantSchema)
    .describe("Every variant of the product, this one included, by SKU; empty for a part without options"),
});
export type Part = z.infer<typeof partSchema>;

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
