import { z } from "zod";
import { idSchema } from "./catalog.ts";
import { messages } from "./messages.ts";
import { boundedNumber, wholeNumber } from "./numbers.ts";
import { pictureUrlSchema } from "./pictures.ts";
import { ADDRESS_MAX, cleanText, DESCRIPTION_MAX, NAME_MAX, requiredText, TITLE_MAX } from "./text.ts";

export const userSchema = z.object({ _id: idSchema, email: z.string(), role: z.enum(["user", "admin"]) });
export type User = z.infer<typeof userSchema>;

const partFields = {
  name: requiredText("Name", TITLE_MAX),
  img: pictureUrlSchema,
  des: requiredText("Description", DESCRIPTION_MAX, true),
  price: boundedNumber("Price", 0, 1_000_000).refine(
    (p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6),
    "Price can have at most two decimals",
  ),
  minQuantity: wholeNumber("Minimum Quantity", 1, 1_000_000),
  availableQuantity: wholeNumber("Available Quantity", 0, 10_000_000),
};

const minNotAboveStock = {
  message: messages.minAboveStock,
  path: ["minQuantity"],
};

export const partCreateSchema = z
  .object(partFields)
  .refine((p) => p.minQuantity <= p.availableQuantity, minNotAboveStock);
export type PartCreate = z.infer<typeof partCreateSchema>;

/**
 * An admin's edit: any of the part's fields, checked as on creation. The minimum is compared
 * with the stock here when both are sent, and by the server against the stored row otherwise.
 */
export const partUpdateSchema = z
  .object(partFields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: messages.nothingToUpdate })
  .refine(
    (p) => p.minQuantity === undefined || p.availableQuantity === undefined || p.minQuantity <= p.availableQuantity,
    minNotAboveStock,
  );
export type PartUpdate = z.infer<typeof partUpdateSchema>;

export const reviewCreateSchema = z.object({
  /** Ignored: the review carries the signed-in user's name. */
  name: cleanText("Name", NAME_MAX).optional(),
  img: pictureUrlSchema,
  address: requiredText("Address", ADDRESS_MAX),
  star: boundedNumber("Rating", 0, 5),
  title: requiredText("Title", TITLE_MAX),
  des: requiredText("Description", DESCRIPTION_MAX, true),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const imageUploadSchema = z.object({ data: z.object({ url: z.string() }), success: z.boolean() });
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** The add-product form: text inputs, turned into numbers on submit. */
export const partFormSchema = z.object({
  name: requiredText("Name", TITLE_MAX),
  price: z.string().trim().min(1, "Price is required"),
  minQuantity: z.string().trim().min(1, "Minimum Quantity"),
  availableQuantity: z.string().trim().min(1, "Available Quantity"),
  des: requiredText("Description", DESCRIPTION_MAX, true),
});
export type PartForm = z.infer<typeof partFormSchema>;

export const reviewFormSchema = z.object({
  address: requiredText("Address", ADDRESS_MAX),
  star: z.string().trim().min(1, "Rating is required"),
  title: requiredText("Title", TITLE_MAX),
  des: requiredText("Description", DESCRIPTION_MAX, true),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
