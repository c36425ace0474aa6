import { z } from "zod";
import { slugSchema } from "./catalog/taxonomy.ts";
import { idSchema } from "./catalog.ts";
import { discountMessages } from "./discount-messages.ts";
import { boundedNumber, wholeNumber } from "./numbers.ts";
import { pageQuery } from "./paging.ts";
import { requiredText } from "./text.ts";

/*
 * Discount codes (issue 31). On the wire a percentage is in percent (12.5) and a fixed amount
 * in dollars, as every price is; the server keeps basis points and cents.
 */

export { discountMessages } from "./discount-messages.ts";

export const DISCOUNT_CODE_MAX = 32;
export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
export const DISCOUNT_SCOPES = ["order", "category", "brand"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];
export const DISCOUNT_PAGE_SIZE = 20;
/** The most uses a limit may name: more is no limit. */
export const DISCOUNT_LIMIT_MAX = 1_000_000;

/** A code as typed: letters, digits, dashes and underscores; compared without case. */
export const discountCodeSchema = requiredText("The discount code", DISCOUNT_CODE_MAX).regex(
  /^[A-Za-z0-9_-]+$/,
  discountMessages.codeFormat,
);

/** `PUT /api/cart/discount`. */
export const cartDiscountSchema = z.object({ code: discountCodeSchema });
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

/** The cart's code: whether it applies to the cart as it is now, and why not when it does not. */
export const cartCodeSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** Why it does not apply now (it will be refused at checkout); null when it applies. */
  message: z.string().nullable(),
});
export type CartCode = z.infer<typeof cartCodeSchema>;

/** At most two decimals: cents, or a hundredth of a percent (a basis point). */
const hundredths = (what: string, min: number) =>
  boundedNumber(what, min, 1_000_000).refine(
    (v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6),
    `${what} can have at most two decimals`,
  );
const limit = (what: string) => wholeNumber(what, 1, DISCOUNT_LIMIT_MAX).nullable().default(null);
const moment = (what: string) =>
  z.iso
    .datetime({ message: `${what} must be a date and time in ISO 8601, such as 2026-12-01T00:00:00Z` })
    .max(40, `${what} must be a date and time in ISO 8601, such as 2026-12-01T00:00:00Z`);

/** `POST /api/admin/discounts`: value is percent (0.01-100) for percent, dollars for fixed. */
export const discountCreateSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(DISCOUNT_KINDS, { message: `The kind must be one of ${DISCOUNT_KINDS.join(", ")}` }),
    value: hundredths("The value", 0.01),
    scope: z
      .enum(DISCOUNT_SCOPES, { message: `The scope must be one of ${DISCOUNT_SCOPES.join(", ")}` })
      .default("order"),
    /** The category's slug: the code covers it and its subcategories. */
    category: slugSchema.nullable().default(null),
    /** The brand's slug. */
    brand: slugSchema.nullable().default(null),
    minSubtotal: hundredths("The minimum subtotal", 0).nullable().default(null),
    startsAt: moment("The start").nullable().default(null),
    endsAt: moment("The end").nullable().default(null),
    usageLimit: limit("The limit of uses"),
    perCustomerLimit: limit("The limit of uses per customer"),
  })
  .strict()
  .refine((d) => d.kind !== "percent" || d.value <= 100, {
    message: "A percentage can be at most 100",
    path: ["value"],
  })
  .refine(
    (d) =>
      (d.scope === "order" && !d.category && !d.brand) ||
      (d.scope === "category" && d.category && !d.brand) ||
      (d.scope === "brand" && d.brand && !d.category),
    { message: discountMessages.scopeTargetNeeded, path: ["scope"] },
  )
  .refine((d) => !d.startsAt || !d.endsAt || Date.parse(d.endsAt) > Date.parse(d.startsAt), {
    message: discountMessages.endsBeforeStart,
    path: ["endsAt"],
  });
export type DiscountCreate = z.infer<typeof discountCreateSchema>;

/** `PATCH /api/admin/discounts/{id}`: a code is deactivated (or offered again); nothing else changes, so past orders keep meaning what they said. */
export const discountUpdateSchema = z
  .object({ active: z.boolean({ message: "Active must be true or false" }) })
  .strict();
export type DiscountUpdate = z.infer<typeof discountUpdateSchema>;

export const discountsQuerySchema = z.object(pageQuery(DISCOUNT_PAGE_SIZE));
export type DiscountsQuery = z.infer<typeof discountsQuerySchema>;

export const discountSchema = z.object({
  _id: idSchema,
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent for percent, dollars for fixed. */
  value: z.number(),
  scope: z.enum(DISCOUNT_SCOPES),
  /** The category's or the brand's slug, by the scope; null for the whole order. */
  category: z.string().nullable(),
  brand: z.string().nullable(),
  /** The category's or brand's name, for the owner's list. */
  scopeName: z.string().nullable(),
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders that hold a use now: unpaid ones within their hold, and paid ones (refunded too). */
  uses: z.number().int(),
  /** Dollars: the totals of its paid orders, refunded ones left out. */
  revenue: z.number(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
