import { z } from "zod";
import { idSchema } from "../catalog.ts";
import { cleanText, SEARCH_MAX } from "../text.ts";
import { namedRefSchema, SPEC_KINDS } from "./taxonomy.ts";

/*
 * `GET /api/parts/facets`: for the same query as the list, how many parts each filter value
 * would give. Each facet is counted with the OTHER filters applied (a brand's count ignores the
 * brands chosen), as Vendure and Shopify count them, so a shopper sees what ticking it would add.
 */

const counted = { count: z.number().int() };

export const facetsSchema = z.object({
  categories: z.array(namedRefSchema.extend({ ...counted, parent: z.string().nullable() })),
  brands: z.array(namedRefSchema.extend(counted)),
  specs: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        kind: z.enum(SPEC_KINDS),
        unit: z.string().nullable(),
        values: z.array(z.object({ value: z.union([z.number(), z.string()]), ...counted })),
      }),
    )
    .describe("The chosen category's specifications (its own and its ancestors'); none without a category"),
  price: z
    .object({ min: z.number(), max: z.number() })
    .nullable()
    .describe("Dollars: the cheapest and dearest part the other filters leave; null when none"),
  total: z.number().int().describe("Parts that every filter leaves"),
});
export type Facets = z.infer<typeof facetsSchema>;

/** `GET /api/search/suggest?q=`: a few of each, for a search box, best first. */
export const suggestQuerySchema = z.object({
  q: cleanText("The search text", SEARCH_MAX).trim().min(1, "The search text is required"),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const suggestionsSchema = z.object({
  parts: z.array(z.object({ _id: idSchema, name: z.string(), sku: z.string(), img: z.string(), price: z.number() })),
  categories: z.array(namedRefSchema),
  brands: z.array(namedRefSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
