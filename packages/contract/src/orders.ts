import { z } from "zod";
import { idSchema } from "./catalog.ts";

const text = (what: string, max = 300) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is longer than ${max} characters`);

/**
 * What the order form sends. The part is named by id; its name, picture, description and price
 * are taken from the database, and the e-mail from the access token, whatever else is sent.
 */
export const orderCreateSchema = z.object({
  productId: idSchema,
  phone: text("Phone", 40),
  address: text("Address"),
  /** Missing means the part's minimum. */
  orderQuantity: z.coerce.number().int("The quantity must be a whole number").positive().max(1_000_000).optional(),
  userName: z.string().optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

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
  /** Dollars: unit price x quantity. */
  totalPrice: z.number(),
  paid: z.boolean(),
  transactionId: z.string().optional(),
  /** Absent while unpaid. */
  status: z.enum(["Pending", "Shipped"]).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersQuerySchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });

export const insertResultSchema = z.object({ acknowledged: z.boolean(), insertedId: idSchema });
export const deleteResultSchema = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });
export const modifyResultSchema = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});

export const markPaidSchema = z.object({
  transactionId: z.string().trim().min(1, "transactionId is required").max(255),
  orderId: z.string().optional(),
});
export const shipOrderSchema = z.object({
  status: z.literal("Shipped", { message: "The status can only be 'Shipped'" }),
});

/** The spec sends only productPrice; we need the order, and the amount comes from it. */
export const paymentIntentRequestSchema = z.object({ orderId: idSchema, productPrice: z.unknown().optional() });
export const paymentIntentSchema = z.object({ clientSecret: z.string() });

export const paymentConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("sandbox") }),
  z.object({ provider: z.literal("stripe"), publishableKey: z.string() }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The sandbox provider's card confirmation: our stand-in for the card network, test cards only. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: z.string().max(8),
  }),
  billing: z.object({ name: z.string().max(200), email: z.string().max(254) }).optional(),
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;
export const sandboxConfirmResultSchema = z.object({ id: z.string(), status: z.literal("succeeded") });

/** The order form: name and e-mail are shown read-only; the quantity rules are checked on submit. */
export const orderFormSchema = z.object({
  phone: z.string().trim().min(1, "Phone is required").max(40, "Phone is longer than 40 characters"),
  address: z.string().trim().min(1, "Address is required").max(300, "Address is longer than 300 characters"),
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
