import { z } from "zod";
import { idSchema } from "./catalog.ts";
import { wholeNumber } from "./numbers.ts";
import { pageQuery } from "./paging.ts";
import { PAGE_SIZES } from "./paging-rules.ts";
import { RETURN_NOTE_MAX, RETURN_REASONS, RETURN_STATUSES, type ReturnReason } from "./return-words.ts";
import { cleanText, requiredText } from "./text.ts";

/*
 * Returns (issue 31): a customer sends back some lines of a shipped order within RETURN_DAYS of
 * its shipping; the owner approves or refuses, marks the parts received, then refunds them.
 */

const reasonCodes = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

/** The most lines one return names: an order has at most this many (the cart's limit is lower). */
export const RETURN_LINES_MAX = 100;

export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineNo: wholeNumber("The line number", 1, 32_767),
        quantity: wholeNumber("The quantity", 1, 1_000_000),
      }),
      { message: "The lines are required" },
    )
    .min(1, "Choose at least one line to return")
    .max(RETURN_LINES_MAX, `A return names at most ${RETURN_LINES_MAX} lines`)
    .refine((lines) => new Set(lines.map((l) => l.lineNo)).size === lines.length, {
      message: "Each line may be named once",
    }),
  reason: z.enum(reasonCodes, { message: `The reason must be one of ${reasonCodes.join(", ")}` }),
  note: cleanText("The note", RETURN_NOTE_MAX, true).optional(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnRefusalSchema = z.object({ message: requiredText("The message", RETURN_NOTE_MAX, true) });
export type ReturnRefusal = z.infer<typeof returnRefusalSchema>;

/** Whether the order's shipping is refunded with these lines (once per order, whichever return). */
export const returnRefundSchema = z.object({ refundShipping: z.boolean().optional() });
export type ReturnRefund = z.infer<typeof returnRefundSchema>;

export const returnLineSchema = z.object({
  lineNo: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Dollars given back for this line (its share of the line's gross); null until refunded. */
  refund: z.number().nullable(),
});

export const returnSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  email: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(reasonCodes),
  note: z.string(),
  /** The owner's words when refusing it. */
  message: z.string().nullable(),
  lines: z.array(returnLineSchema),
  /** Dollars of shipping given back; null until refunded. */
  shippingRefund: z.number().nullable(),
  /** Dollars given back in all; null until refunded. */
  refund: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderReturn = z.infer<typeof returnSchema>;

export const returnsQuerySchema = z.object({
  status: z
    .enum(RETURN_STATUSES, { message: `The status must be one of ${RETURN_STATUSES.join(", ")}` })
    .optional()
    .describe("Only returns with this status"),
  ...pageQuery(PAGE_SIZES.orders),
});
export type ReturnsQuery = z.infer<typeof returnsQuerySchema>;

/** What an order's answer says of returns (its `shippedAt` counts the window): until when one may be asked, and those asked. */
export const orderReturnsShape = {
  /** Until when its owner may ask for a return; absent when none may be asked (any more). */
  returnUntil: z.iso.datetime().optional(),
  returns: z.array(returnSchema).optional(),
};
