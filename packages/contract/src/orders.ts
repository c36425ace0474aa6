import { z } from "zod";
import { emailAddressSchema } from "./accounts.ts";
import { countrySchema, totalsShape } from "./cart.ts";
import { optionsSchema } from "./catalog/taxonomy.ts";
import { idSchema } from "./catalog.ts";
import { messages } from "./messages.ts";
import { boundedNumber, wholeNumber } from "./numbers.ts";
import { pageQuery } from "./paging.ts";
import { ORDER_STATUSES, PAGE_SIZES } from "./paging-rules.ts";
import { orderReturnsShape } from "./returns.ts";
import { ADDRESS_MAX, cleanText, EMAIL_MAX, NAME_MAX, PHONE_MAX, requiredText, TOKEN_MAX } from "./text.ts";

/**
 * What the order form sends. The part is named by id; its name, picture, description and price
 * are taken from the database, and the e-mail from the access token, whatever else is sent.
 */
export const orderCreateSchema = z.object({
  productId: idSchema,
  phone: requiredText("Phone", PHONE_MAX),
  address: requiredText("Address", ADDRESS_MAX),
  /** Missing means the part's minimum. */
  orderQuantity: wholeNumber("The quantity", 1, 1_000_000).optional(),
  userName: cleanText("Name", NAME_MAX).optional(),
  /** Issue 29: how it is shipped; missing means the first method the shop offers. */
  shippingMethodId: idSchema.optional(),
  /** Issue 29: the address's country, for its tax rate; missing means the shop's home country. */
  country: countrySchema.optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

export const creditNoteRefSchema = z.object({ n: z.number().int().min(1), number: z.string() });
export type CreditNoteRef = z.infer<typeof creditNoteRefSchema>;

/** The address of an order's credit note: its place among the order's credit notes. */
export const creditNoteParamsSchema = z.object({
  id: idSchema,
  n: z.coerce
    .number({ error: messages.creditNoteNotFound })
    .int(messages.creditNoteNotFound)
    .min(1, messages.creditNoteNotFound)
    .max(10_000, messages.creditNoteNotFound),
});

/** One line of an order: its copy of the part as when ordered, and its money in dollars. */
export const orderLineSchema = z.object({
  /** Null once the part has been deleted from the catalog. */
  partId: idSchema.nullable(),
  name: z.string(),
  img: z.string(),
  sku: z.string().nullable(),
  options: optionsSchema,
  /** Dollars per unit, as shown when ordered (with tax when prices included it). */
  unitPrice: z.number(),
  quantity: z.number().int(),
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
  /** Dollars the order's discount code took off this line, before its tax (issue 31). */
  discount: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  productId: idSchema.nullable(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  orderQuantity: z.number().int(),
  productName: z.string(),
  productImg: z.string(),
  productDes: z.string(),
  /** Dollars per unit, as when ordered. */
  productPrice: z.number(),
  productMinQuantity: z.number().int(),
  productAvailabeQuantity: z.number().int(),
  /** Dollars: the lines' subtotal (unit price x quantity for a one-line order). */
  totalPrice: z.number(),
  paid: z.boolean(),
  transactionId: z.string().optional(),
  /** Absent while unpaid. A refunded order stays `paid`: it was paid, and its money went back. */
  status: z.enum(ORDER_STATUSES).optional(),
  /** Unpaid and its hold has ended: its units went back in stock and it can no longer be paid. */
  expired: z.boolean(),
  /** When it was ordered (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  /** Until when an unpaid order holds its units and can be paid; absent once paid or expired. */
  holdUntil: z.iso.datetime().optional(),
  /** When its payment was recorded; absent while unpaid. */
  paidAt: z.iso.datetime().optional(),
  /** When it was shipped; absent until then, and for orders shipped before the shop kept the time. */
  shippedAt: z.iso.datetime().optional(),
  // Issue 29: every order has 1..n lines and its totals. A one-line order's product fields are
  // its line's; a multi-line order's are its first line's, and its `totalPrice` is `subtotal`.
  lines: z.array(orderLineSchema),
  ...totalsShape,
  /** The shipping method's name as when ordered; null for an order from before shipping existed. */
  shippingMethod: z.string().nullable(),
  /** The country whose tax rate was used. */
  country: z.string().nullable(),
  /** The discount code used, as the owner wrote it; null when none (issue 31). */
  discountCode: z.string().nullable(),
  /** Issue 31: the invoice's number once issued (paid orders), for GET /orders/{id}/invoice.pdf. */
  invoiceNumber: z.string().optional(),
  /** Issue 31: the credit notes of its refunds, `n` naming each in GET /orders/{id}/credit-notes/{n}.pdf. */
  creditNotes: z.array(creditNoteRefSchema).optional(),
  // Issue 31: when it shipped, until when a return may be asked, and the returns asked.
  ...orderReturnsShape,
});
export type Order = z.infer<typeof orderSchema>;

/** What can happen to an order, in the order it can happen. */
export const ORDER_EVENTS = [
  "placed",
  "expired",
  "paid",
  "refundAsked",
  "refundRefused",
  "refunded",
  "shipped",
] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

/** One step of an order's history. */
export const orderEventSchema = z.object({
  event: z.enum(ORDER_EVENTS),
  /** When (ISO 8601, UTC); null for steps of orders placed before the shop kept their times. */
  at: z.iso.datetime().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One order read by its id (its owner, or an admin's order page): the order and its history, oldest first. */
export const orderDetailSchema = orderSchema.extend({ history: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ordersQuerySchema = z.object({
  email: emailAddressSchema(messages.badEmail),
  ...pageQuery(PAGE_SIZES.orders),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const insertResultSchema = z.object({ acknowledged: z.boolean(), insertedId: idSchema });
export type InsertResult = z.infer<typeof insertResultSchema>;
export const deleteResultSchema = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;
export const modifyResultSchema = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export type ModifyResult = z.infer<typeof modifyResultSchema>;

export const markPaidSchema = z.object({
  transactionId: requiredText("transactionId", TOKEN_MAX),
  orderId: cleanText("orderId", TOKEN_MAX).optional(),
});
export type MarkPaid = z.infer<typeof markPaidSchema>;
export const shipOrderSchema = z.object({
  status: z.literal("Shipped", { message: "The status can only be 'Shipped'" }),
});
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** The spec sends only productPrice; we need the order, and the amount comes from it. */
export const paymentIntentRequestSchema = z.object({
  orderId: idSchema,
  /** Ignored, but a price like any other when sent. */
  productPrice: boundedNumber("productPrice", 0, 1_000_000_000_000).optional(),
});
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>;
export const paymentIntentSchema = z.object({ clientSecret: z.string() });
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const paymentConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("sandbox") }),
  z.object({ provider: z.literal("stripe"), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The sandbox provider's card confirmation: our stand-in for the card network, test cards only. */
export const sandboxConfirmSchema = z.object({
  clientSecret: requiredText("The client secret", TOKEN_MAX),
  card: z.object({
    number: cleanText("The card number", 40),
    // Wide ranges: a month like 13 is a card error with its own code, as Stripe answers it.
    expMonth: wholeNumber("The expiry month", 0, 99),
    expYear: wholeNumber("The expiry year", 0, 9999),
    cvc: cleanText("The CVC", 8),
  }),
  billing: z.object({ name: cleanText("Name", NAME_MAX), email: cleanText("Email", EMAIL_MAX) }).optional(),
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;
export const sandboxConfirmResultSchema = z.object({ id: z.string(), status: z.literal("succeeded") });
export type SandboxConfirmResult = z.infer<typeof sandboxConfirmResultSchema>;

/** The order form: name and e-mail are shown read-only; the quantity rules are checked on submit. */
export const orderFormSchema = z.object({
  phone: requiredText("Phone", PHONE_MAX),
  address: requiredText("Address", ADDRESS_MAX),
  orderQuantity: z.string().regex(/^\d*$/, "The quantity must be a whole number"),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** The sandbox card form (the Stripe form is Stripe's own). */
export const cardFormSchema = z.object({
  number: z.string().trim().min(1, "Card number is required"),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Expiry must look like MM/YY"),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
});
export type CardForm = z.infer<typeof cardFormSchema>;
