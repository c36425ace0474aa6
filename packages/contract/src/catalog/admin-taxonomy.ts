import { z } from "zod";
import { idSchema } from "../catalog.ts";
import { pageQuery } from "../paging.ts";
import { pictureUrlSchema } from "../pictures.ts";
import { cleanText, NAME_MAX, requiredText } from "../text.ts";
import { namedRefSchema, optionsSchema, SPEC_KINDS, slugSchema, specKeySchema, specsSchema } from "./taxonomy.ts";

/*
 * The owner's screens for the category tree (issue 28): add, rename, move, and delete a
 * category only while it is empty. Categories are named by slug, as everywhere in the API.
 */

/** The most categories a shop keeps: the admin's tree is read in one answer. */
export const CATEGORIES_MAX = 1000;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const adminCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parent: z.string().nullable().describe("The parent's slug; null at the top of the tree"),
  parts: z.number().int().describe("Parts in this category itself"),
  subcategories: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const fields = {
  name: requiredText("Name", NAME_MAX),
  description: cleanText("Description", CATEGORY_DESCRIPTION_MAX, true),
  parent: slugSchema.nullable().describe("The parent's slug; null puts it at the top of the tree"),
};

export const categoryCreateSchema = z.object({
  slug: slugSchema,
  name: fields.name,
  description: fields.description.default(""),
  parent: fields.parent.default(null),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** Rename, describe or move: only the fields sent change. */
export const categoryUpdateSchema = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    parent: fields.parent.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: "Send at least one of name, description, parent",
  });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categorySlugParamsSchema = z.object({ slug: slugSchema });

export const categoryAdminMessages = {
  notFound: (slug: string) => `No category has the slug ${slug}`,
  slugTaken: (slug: string) => `A category already has the slug ${slug}`,
  notEmpty: (parts: number, subcategories: number) =>
    `The category still has ${parts} parts and ${subcategories} subcategories: move or delete them first`,
  tooMany: `The shop keeps at most ${CATEGORIES_MAX} categories`,
};

/** Brands, by slug: a page of them in slug order (`cursor` from the `Link` header). */
export const adminBrandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  parts: z.number().int().describe("Parts of this brand"),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const BRANDS_PAGE = 50;
export const brandsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().describe("Brands per page, 1 to 100; default 50"),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "The page cursor is not valid")
    .optional()
    .describe('Where the page starts: copy it from the `Link` header (rel="next")'),
});
export type BrandsQuery = z.infer<typeof brandsQuerySchema>;

export const brandCreateSchema = z.object({ slug: slugSchema, name: fields.name });
export type BrandCreate = z.infer<typeof brandCreateSchema>;
export const brandUpdateSchema = z.object({ name: fields.name });
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;
export const brandSlugParamsSchema = z.object({ slug: slugSchema });

export const brandAdminMessages = {
  notFound: (slug: string) => `No brand has the slug ${slug}`,
  slugTaken: (slug: string) => `A brand already has the slug ${slug}`,
  inUse: (parts: number) => `The brand still has ${parts} parts: give them another brand first`,
};

/** A category's own specification definitions (its ancestors' are theirs to edit). */
export const SPEC_CHOICES_MAX = 50;
const specLabel = requiredText("Label", NAME_MAX);
const specUnit = cleanText("Unit", 10).trim().min(1, "Unit is empty").nullable();
const specChoices = z
  .array(requiredText("A choice", 60))
  .min(1, "A choice specification needs at least one choice")
  .max(SPEC_CHOICES_MAX, `At most ${SPEC_CHOICES_MAX} choices`)
  .refine((c) => new Set(c).size === c.length, "Each choice is listed once");

export const specDefinitionCreateSchema = z
  .object({
    key: specKeySchema,
    label: specLabel,
    kind: z.enum(SPEC_KINDS, { message: `The kind must be one of ${SPEC_KINDS.join(", ")}` }),
    unit: specUnit.default(null),
    choices: specChoices.nullable().default(null),
  })
  .refine((d) => (d.kind === "choice") === (d.choices !== null), {
    message: "choices are given for a choice specification, and only for one",
    path: ["choices"],
  });
export type SpecDefinitionCreate = z.infer<typeof specDefinitionCreateSchema>;

/** Relabel, change the unit or the choices; the kind stays (parts' values are of it). */
export const specDefinitionUpdateSchema = z
  .object({ label: specLabel.optional(), unit: specUnit.optional(), choices: specChoices.optional() })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: "Send at least one of label, unit, choices",
  });
export type SpecDefinitionUpdate = z.infer<typeof specDefinitionUpdateSchema>;

export const specParamsSchema = z.object({ slug: slugSchema, key: specKeySchema });

export const specAdminMessages = {
  notFound: (key: string, category: string) => `${category} defines no specification ${key}`,
  keyTaken: (key: string) => `The category or one of its parents already defines ${key}`,
  notChoice: (key: string) => `${key} is not a choice specification: it has no choices`,
  valuesLeft: (parts: number, key: string) =>
    `${parts} parts have a value of ${key} that would no longer be allowed: change them first`,
};

/*
 * A product is its family of variants (decision 0033): its own fields are written to every
 * variant at once; each variant keeps its own options and specification values.
 */
export const productUpdateSchema = z
  .object({
    name: requiredText("Name", 120).optional(),
    des: requiredText("Description", 2000, true).optional(),
    img: pictureUrlSchema.optional(),
    category: slugSchema.nullable().optional().describe("A category's slug; null for none"),
    brand: slugSchema.nullable().optional().describe("A brand's slug; null for none"),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: "Send at least one of name, des, img, category, brand",
  });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const variantSpecsSchema = z.object({
  specs: specsSchema.describe("Every specification value of the variant: what is not sent is removed"),
  options: optionsSchema.optional(),
});
export type VariantSpecs = z.infer<typeof variantSpecsSchema>;

/** The owner's list of products: one row per family of variants, by name (decision 0050). */
export const PRODUCTS_PAGE = 20;
export const adminProductsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, "The search text is longer than 100 characters")
    .optional()
    .describe("Only products whose name contains this text (case aside)"),
  ...pageQuery(PRODUCTS_PAGE),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductSchema = z.object({
  _id: idSchema.describe("One of its variants' ids: GET /api/admin/parts/{id}/product opens the product"),
  name: z.string(),
  img: z.string(),
  category: namedRefSchema.nullable(),
  brand: namedRefSchema.nullable(),
  variants: z.number().int().describe("How many variants (sellable parts) the product has"),
  stock: z.number().int().describe("Units in stock over all its variants"),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productAdminMessages = {
  notFound: "No part has this id",
  variantSpecs: (sku: string, reason: string) => `${sku}: ${reason}`,
};
