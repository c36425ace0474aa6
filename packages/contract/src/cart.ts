import { z } from "zod";
import { CART_LINES_MAX, CART_QUANTITY_MAX } from "./cart-limits.ts";
import { optionsSchema } from "./catalog/taxonomy.ts";
import { idSchema } from "./catalog.ts";
import { cartCodeSchema, discountCodeSchema } from "./discounts.ts";
import { boundedNumber, wholeNumber } from "./numbers.ts";
import { ADDRESS_MAX, cleanText, NAME_MAX, PHONE_MAX, requiredText } from "./text.ts";

/*
 * The cart, shipping, tax, checkout and the address book (issue 29).
 *
 * Money: the server decides every amount in integer cents from the database; on the wire it is
 * sent as the spec sends a part's `price` and an order's `productPrice` today, a JSON number of
 * dollars (cents / 100, so at most two decimals). Nothing the client sends about money is used.
 */

export { CART_LINES_MAX, CART_QUANTITY_MAX } from "./cart-limits.ts";
/** The most shipping methods the shop offers, the most weight bands of one, the most addresses of one account. */
export const SHIPPING_METHODS_MAX = 20;
export const WEIGHT_BANDS_MAX = 20;
export const ADDRESSES_MAX = 20;
export const COUNTRY_RATES_MAX = 250;

/** A country as ISO 3166-1 alpha-2, upper case: "DE". */
export const countrySchema = cleanText("The country", 2).regex(
  /^[A-Z]{2}$/,
  "The country must be a two-letter ISO 3166 code in capitals, such as DE",
);

/** Dollars with at most two decimals, from 0 to `max`. */
export const moneySchema = (what: string, max = 1_000_000) =>
  boundedNumber(what, 0, max).refine(
    (p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6),
    `${what} can have at most two decimals`,
  );

/** A tax rate in percent with at most two decimals: 19, 7.5, 0. */
export const taxRateSchema = (what: string) =>
  boundedNumber(what, 0, 100).refine(
    (p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6),
    `${what} can have at most two decimals`,
  );

// --- Cart -----------------------------------------------------------------------------------

/** `PUT /api/cart/lines/{partId}`: the line's quantity; 0 removes it. */
export const cartLineUpdateSchema = z.object({
  quantity: wholeNumber("The quantity", 0, CART_QUANTITY_MAX),
});
export type CartLineUpdate = z.infer<typeof cartLineUpdateSchema>;
export const cartLineParamsSchema = z.object({ partId: idSchema });

/** One line a visitor's browser kept: merged into the account's cart on sign-in, or priced as it is. */
export const visitorLineSchema = z.object({
  partId: idSchema,
  quantity: wholeNumber("The quantity", 1, CART_QUANTITY_MAX),
});
export type VisitorLine = z.infer<typeof visitorLineSchema>;

/**
 * `POST /api/cart/merge`: the visitor's lines join the account's cart (a part in both: the
 * larger quantity), each kept between the part's minimum and its stock, with a notice when not.
 */
export const cartMergeSchema = z.object({
  lines: z.array(visitorLineSchema).max(CART_LINES_MAX, `A cart holds at most ${CART_LINES_MAX} lines`),
});
export type CartMerge = z.infer<typeof cartMergeSchema>;

/** What the cart's totals are computed for: a shipping method and the country taxed (both optional). */
export const cartQuoteQuerySchema = z.object({
  shippingMethodId: idSchema.optional().describe("The shipping method to price; default the first one offered"),
  country: countrySchema.optional().describe("The shipping address's country, for its tax rate; default the shop's"),
});
export type CartQuoteQuery = z.infer<typeof cartQuoteQuerySchema>;

/** `POST /api/cart/quote` (public): a visitor's lines priced as the account's cart would be, nothing kept. */
export const cartQuoteSchema = cartMergeSchema.extend(cartQuoteQuerySchema.shape);
export type CartQuote = z.infer<typeof cartQuoteSchema>;

export const cartLineSchema = z.object({
  partId: idSchema,
  name: z.string(),
  img: z.string(),
  sku: z.string(),
  options: optionsSchema,
  /** Dollars per unit, the part's price now. */
  unitPrice: z.number(),
  /** Dollars per unit when the line was added (the visitor's quote: the price now). */
  addedPrice: z.number(),
  /** The price now differs from the one when the line was added. */
  priceChanged: z.boolean(),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** Grams per unit, null when the part has no weight. */
  weight: z.number().int().nullable(),
  /** Dollars: unitPrice x quantity. */
  lineTotal: z.number(),
  /** Dollars the cart's discount code takes off this line (issue 31); 0 when none. */
  discount: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const CART_NOTICE_KINDS = ["removed", "lowered", "raised", "priceChanged"] as const;
export type CartNoticeKind = (typeof CART_NOTICE_KINDS)[number];
/**
 * Something the shop changed in the cart since it was last shown: removed (the part left the
 * catalog or sold out), lowered or raised, said once; priceChanged, said while the line's price
 * differs from the one when added (until its quantity is set again).
 */
export const cartNoticeSchema = z.object({
  partId: idSchema.nullable(),
  name: z.string(),
  kind: z.enum(CART_NOTICE_KINDS),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

/** The money of a cart or an order, in dollars (see the top of this file). */
export const totalsShape = {
  /** The lines: unit price x quantity summed, as the prices are shown (with tax when prices include it). */
  subtotal: z.number(),
  /** What the discount code took off the lines (issue 31), as prices are shown; 0 when none. */
  discount: z.number(),
  /** The shipping method's price for these lines, as prices are shown. */
  shipping: z.number(),
  /** All the tax in the total: of every line (rounded per line) and of shipping when it is taxed. */
  tax: z.number(),
  /** What is paid: subtotal - discount + shipping, plus tax when prices do not include it. */
  total: z.number(),
  /** Whether the prices (and so subtotal and shipping) include tax. */
  pricesIncludeTax: z.boolean(),
};

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Units in the cart (the navbar's number). */
  itemCount: z.number().int(),
  notices: z.array(cartNoticeSchema),
  /** The shipping method priced, null when the shop offers none. */
  shippingMethodId: idSchema.nullable(),
  /** The country whose tax rate was used. */
  country: countrySchema,
  ...totalsShape,
  /** The code applied to the cart (issue 31), null when none. */
  discountCode: cartCodeSchema.nullable(),
  /** False when the method priced does not take these lines (heavier than its bands): shipping is then 0 here and checkout with it is refused. */
  shippingAvailable: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

// --- Shipping methods -----------------------------------------------------------------------

export const SHIPPING_KINDS = ["flat", "freeAbove", "weight", "pickup"] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

export const weightBandSchema = z.object({
  /** Up to this many grams of the lines' parts in all (a part without a weight weighs 0). */
  upToGrams: wholeNumber("Up to grams", 1, 1_000_000_000),
  price: moneySchema("The band's price"),
});
export type WeightBand = z.infer<typeof weightBandSchema>;

/**
 * A shipping method. flat: `price` always; freeAbove: `price` below `freeAbove` (the subtotal),
 * nothing from it on; weight: the first band whose `upToGrams` the lines' weight is within
 * (heavier than every band: not offered for that cart); pickup: nothing, collected at the shop.
 */
export const shippingMethodSchema = z.object({
  _id: idSchema,
  name: z.string(),
  kind: z.enum(SHIPPING_KINDS),
  /** Dollars: flat's and freeAbove's price; 0 for weight and pickup. */
  price: z.number(),
  /** Dollars: freeAbove's threshold; null otherwise. */
  freeAbove: z.number().nullable(),
  /** weight's bands, lightest first; empty otherwise. */
  bands: z.array(z.object({ upToGrams: z.number().int(), price: z.number() })),
  /** Offered to customers; an admin sees inactive ones too. */
  active: z.boolean(),
  /** Order in lists, lowest first. */
  position: z.number().int(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

const shippingFields = {
  name: requiredText("Name", NAME_MAX),
  kind: z.enum(SHIPPING_KINDS, { message: `The kind must be one of ${SHIPPING_KINDS.join(", ")}` }),
  price: moneySchema("Price"),
  freeAbove: moneySchema("Free above").nullable(),
  bands: z
    .array(weightBandSchema)
    .max(WEIGHT_BANDS_MAX, `A shipping method has at most ${WEIGHT_BANDS_MAX} weight bands`),
  active: z.boolean({ message: "Active must be true or false" }),
  position: wholeNumber("Position", 0, 1000),
};

/** `POST /api/admin/shipping-methods`: freeAbove needs `freeAbove`, weight at least one band. */
export const shippingMethodCreateSchema = z.object({
  ...shippingFields,
  price: shippingFields.price.default(0),
  freeAbove: shippingFields.freeAbove.default(null),
  bands: shippingFields.bands.default([]),
  active: shippingFields.active.default(true),
  position: shippingFields.position.default(0),
});
export type ShippingMethodCreate = z.infer<typeof shippingMethodCreateSchema>;
/** `PATCH /api/admin/shipping-methods/{id}`: any of the fields; the whole is checked again on the server. */
export const shippingMethodUpdateSchema = z.object(shippingFields).partial().strict();
export type ShippingMethodUpdate = z.infer<typeof shippingMethodUpdateSchema>;

// --- Tax --------------------------------------------------------------------------------------

/**
 * The shop's tax settings. Every order stores net, tax and gross per line and in total, in cents,
 * rounded per line (half up). The rate is the shipping address's country's, else `rate`.
 */
export const taxSettingsSchema = z.object({
  pricesIncludeTax: z.boolean({ message: "pricesIncludeTax must be true or false" }),
  /** Percent, the rate of every country not listed. */
  rate: taxRateSchema("The tax rate"),
  shippingTaxed: z.boolean({ message: "shippingTaxed must be true or false" }),
  /** Where the shop is: the country of an order that names none. */
  homeCountry: countrySchema,
  countryRates: z
    .array(z.object({ country: countrySchema, rate: taxRateSchema("The country's tax rate") }))
    .max(COUNTRY_RATES_MAX, `At most ${COUNTRY_RATES_MAX} country rates`)
    .refine((rates) => new Set(rates.map((r) => r.country)).size === rates.length, "Each country has one rate"),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

// --- Checkout -------------------------------------------------------------------------------

/**
 * `POST /api/checkout`: the signed-in account's cart becomes one order, every line held at once
 * or none. Answers `{ acknowledged: true, insertedId }` as `POST /api/orders` does.
 */
export const checkoutSchema = z.object({
  phone: requiredText("Phone", PHONE_MAX),
  address: requiredText("Address", ADDRESS_MAX),
  shippingMethodId: idSchema,
  /** The address's country, for its tax rate; default the shop's home country. */
  country: countrySchema.optional(),
  /** Keep this phone and address in the account's address book too. */
  saveAddress: z.boolean({ message: "saveAddress must be true or false" }).optional(),
  /** A discount code for this order (issue 31); without one, the cart's code if it has one. */
  discountCode: discountCodeSchema.optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** A checkout refused for one line: which part, and why (the message names the part too). */
export const lineRefusalSchema = z.object({ message: z.string(), code: z.string().optional(), partId: idSchema });
export type LineRefusal = z.infer<typeof lineRefusalSchema>;

// --- Address book ---------------------------------------------------------------------------

export const savedAddressSchema = z.object({
  _id: idSchema,
  label: z.string(),
  phone: z.string(),
  address: z.string(),
  country: countrySchema.nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

const addressFields = {
  label: cleanText("Label", NAME_MAX),
  phone: requiredText("Phone", PHONE_MAX),
  address: requiredText("Address", ADDRESS_MAX),
  country: countrySchema,
  isDefault: z.boolean({ message: "isDefault must be true or false" }),
};
/** `POST /api/addresses`; the first address is the default whatever is sent. */
export const addressCreateSchema = z.object({
  ...addressFields,
  label: addressFields.label.default(""),
  country: addressFields.country.optional(),
  isDefault: addressFields.isDefault.default(false),
});
export type AddressCreate = z.infer<typeof addressCreateSchema>;
/** `PATCH /api/addresses/{id}`: any field; isDefault true makes it the default (false is refused: choose another). */
export const addressUpdateSchema = z.object(addressFields).partial().strict();
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** `GET /api/addresses`: the book, default first, and what the checkout form starts with. */
export const addressBookSchema = z.object({
  addresses: z.array(savedAddressSchema),
  /** The default address, else the last order's phone and address, else null. */
  prefill: z.object({ phone: z.string(), address: z.string(), country: countrySchema.nullable() }).nullable(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;
