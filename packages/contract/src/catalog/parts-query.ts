import { z } from "zod";
import { pageQuery } from "../paging.ts";
import { PAGE_SIZES } from "../paging-rules.ts";
import { cleanText, SEARCH_MAX } from "../text.ts";
import { SPEC_KEY_MAX, slugSchema } from "./taxonomy.ts";

/*
 * The catalog's query (`GET /api/parts` and `GET /api/parts/facets`, issue 28). Prices are in
 * dollars, as `price` is, and become integer cents here. `spec.{key}={value}` parameters, which
 * no fixed schema can list, are gathered into `specs`; whether a key exists and a value is of its
 * kind is the server's to say, from the category's definitions.
 */

export const PART_SORTS = ["newest", "price", "-price", "name", "bestselling"] as const;
export type PartSort = (typeof PART_SORTS)[number];

/** At most this many brands, or values of one specification, in one query. */
export const FILTER_VALUES_MAX = 20;
/** At most this many `spec.*` parameters in one query. */
export const SPEC_FILTERS_MAX = 20;

const price = (what: string) =>
  z
    .string()
    .max(10, `${what} must be a price in dollars, such as 49.99`)
    .regex(/^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/, `${what} must be a price in dollars, such as 49.99`)
    .transform((p) => Math.round(Number(p) * 100))
    .optional();

/** One brand or several (`brand=a&brand=b`). */
const brands = z
  .union([slugSchema, z.array(slugSchema)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string()).max(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} brands`));

const specValue = cleanText("A specification value", SEARCH_MAX).trim().min(1, "A specification value is empty");
const SPEC_PARAM = /^spec\.(.*)$/s;
/** `fits.{standard}={value}`: a bike entered by hand, one value per standard (issue 32). */
const FITS_PARAM = /^fits\.(.*)$/s;
const SPEC_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const fixed = z.object({
  q: cleanText("The search text", SEARCH_MAX)
    .trim()
    .optional()
    .describe("Only parts whose name contains this text (case aside); kept as it was, see `search`"),
  search: cleanText("The search text", SEARCH_MAX)
    .trim()
    .optional()
    .describe(
      "Search: an exact SKU or MPN first, then name, brand and category words, typos forgiven. Without a `sort`, best match first among at most the first 1,000 matches; with one, every match",
    ),
  category: slugSchema.optional().describe("A category's slug: its parts and its subcategories'"),
  brand: brands.optional().describe("A brand's slug; repeat it for several brands"),
  minPrice: price("minPrice").describe("Dollars, at least"),
  maxPrice: price("maxPrice").describe("Dollars, at most"),
  inStock: z
    .enum(["true"], { message: "inStock can only be true" })
    .transform(() => true)
    .optional()
    .describe("Only parts that can be ordered now (at least their minimum in stock)"),
  sort: z
    .enum(PART_SORTS, { message: `The sort must be one of ${PART_SORTS.join(", ")}` })
    .optional()
    .describe("Newest first by default; price, -price (highest first), name, bestselling"),
  fits: z
    .uuid({ message: "fits must be a bike model's id" })
    .optional()
    .describe("A bike model's id: only parts that fit it (issue 32); see also `fits.{standard}`"),
  ...pageQuery(PAGE_SIZES.parts),
});

/** What the OpenAPI document says of the `spec.*` parameters, which no parameter list can name. */
export const SPEC_FILTERS_DOC =
  "Fit filter (issue 32): `fits={bikeModelId}`, or `fits.{standard}={value}` for a bike entered by hand (`fits.freehub=XD&fits.speeds=12`), keeps only the parts that fit it by their category's rules; an unknown standard is refused with 400. Specification filters: `spec.{key}={value}` (for example `spec.speeds=11&spec.freehub=HG`), with a `category`, whose definitions (its own and its ancestors') name the keys; repeat one for several values, any of which matches. An unknown key, or a value of the wrong kind, is refused with 400 naming it.";

/**
 * The query as the server reads it: the fixed parameters, and every `spec.{key}` gathered into
 * `specs` (key -> the values asked for, any of which matches). Other unknown parameters are
 * ignored, as before.
 */
export const partsQuerySchema = fixed
  .catchall(z.union([z.string(), z.array(z.string())]))
  .describe("Also `spec.{key}={value}`, repeatable: only parts with that specification value")
  .transform((query, ctx) => {
    const specs: Record<string, string[]> = {};
    const known: Record<string, unknown> = {};
    const fitStandards: Record<string, string> = {};
    for (const [name, value] of Object.entries(query)) {
      const standard = FITS_PARAM.exec(name);
      if (standard) {
        const key = standard[1] ?? "";
        const one = specValue.safeParse(value);
        if (key.length > SPEC_KEY_MAX || !SPEC_KEY.test(key) || !one.success) {
          ctx.addIssue({ code: "custom", message: `fits.${key.slice(0, SPEC_KEY_MAX)} must be one standard's value` });
          return z.NEVER;
        }
        fitStandards[key] = one.data;
        continue;
      }
      const spec = SPEC_PARAM.exec(name);
      if (!spec) {
        if (name in fixed.shape) known[name] = value;
        continue;
      }
      const key = spec[1] ?? "";
      if (key.length > SPEC_KEY_MAX || !SPEC_KEY.test(key)) {
        ctx.addIssue({ code: "custom", message: `spec.${key.slice(0, SPEC_KEY_MAX)} is not a specification key` });
        return z.NEVER;
      }
      const values = z
        .array(specValue)
        .max(FILTER_VALUES_MAX)
        .safeParse(Array.isArray(value) ? value : [value]);
      if (!values.success) {
        ctx.addIssue({
          code: "custom",
          message: `spec.${key}: ${values.error.issues[0]?.message ?? "not a value"}`,
        });
        return z.NEVER;
      }
      specs[key] = values.data;
    }
    if (Object.keys(specs).length > SPEC_FILTERS_MAX) {
      ctx.addIssue({ code: "custom", message: `At most ${SPEC_FILTERS_MAX} specification filters` });
      return z.NEVER;
    }
    if (Object.keys(fitStandards).length > SPEC_FILTERS_MAX) {
      ctx.addIssue({ code: "custom", message: `At most ${SPEC_FILTERS_MAX} fits.* standards` });
      return z.NEVER;
    }
    const gathered: { specs?: Record<string, string[]>; fitStandards?: Record<string, string> } = {
      ...(Object.keys(specs).length > 0 && { specs }),
      ...(Object.keys(fitStandards).length > 0 && { fitStandards }),
    };
    return { ...(known as z.infer<typeof fixed>), ...gathered };
  })
  .refine((q) => q.fits === undefined || q.fitStandards === undefined, {
    message: "Give either fits (a bike model) or fits.{standard} values, not both",
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice cannot be more than maxPrice",
  });
export type PartsQuery = z.infer<typeof partsQuerySchema>;
