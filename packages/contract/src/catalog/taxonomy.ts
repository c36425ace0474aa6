import { z } from "zod";

/*
 * The catalog's taxonomy (issue 28): a tree of categories, brands, and the specifications each
 * category defines. Public answers name categories and brands by slug, never by id: the slug is
 * what an address carries (/c/cassettes, ?brand=velotek).
 */

/** A URL slug: lower-case words joined by hyphens. */
export const SLUG_MAX = 60;
export const slugSchema = z
  .string()
  .max(SLUG_MAX, `A slug is at most ${SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug is lower-case letters and digits joined by single hyphens");

/** A specification's key, as `spec.{key}` in a query: lower-case words joined by hyphens. */
export const SPEC_KEY_MAX = 40;
export const specKeySchema = z
  .string()
  .max(SPEC_KEY_MAX, `A specification key is at most ${SPEC_KEY_MAX} characters`)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, "A specification key is lower-case words joined by hyphens");

export const SPEC_KINDS = ["number", "choice", "text"] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** A category or brand as a part or a facet names it. */
export const namedRefSchema = z.object({ slug: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** `GET /api/categories`: every category, with its parent's slug and its parts, subcategories' included. */
export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parent: z.string().nullable().describe("The parent category's slug; null at the top of the tree"),
  count: z.number().int().describe("Parts in this category and all of its subcategories"),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /api/brands`. */
export const brandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().describe("Parts of this brand"),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * How a category's parts are described. A part follows its category's definitions and its
 * ancestors': a number is a number, a choice one of `choices`, a text any short text.
 */
export const specDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(SPEC_KINDS),
  unit: z.string().nullable().describe("Shown after a number: mm, g, T"),
  choices: z.array(z.string()).nullable().describe("The allowed values of a 'choice'; null for the other kinds"),
  category: z.string().describe("The slug of the category that defines it"),
});
export type SpecDefinition = z.infer<typeof specDefinitionSchema>;

/** A specification's value on a part. */
export const specValueSchema = z.union([z.number(), z.string()]);
export type SpecValue = z.infer<typeof specValueSchema>;
/** Spec key -> value. */
export const specsSchema = z.record(z.string(), specValueSchema);
export type Specs = z.infer<typeof specsSchema>;
/** Option name -> chosen value, {"Diameter": "180 mm"}. */
export const optionsSchema = z.record(z.string(), z.string());
export type Options = z.infer<typeof optionsSchema>;
