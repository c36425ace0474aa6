import { z } from "zod";
import { idSchema } from "./catalog.ts";

export const userSchema = z.object({ _id: idSchema, email: z.string(), role: z.enum(["user", "admin"]) });
export type User = z.infer<typeof userSchema>;

/** A picture: our own upload (`/uploads/...`), a picture of the site (`/images/...`) or a web address. */
export const pictureUrlSchema = z
  .string({ message: "Image is required" })
  .trim()
  .min(1, "Image is required")
  .max(2000)
  .refine(
    (v) => /^\/(uploads|images)\/[\w./-]+$/.test(v) || /^https?:\/\/\S+$/.test(v),
    "Image must be a picture's web address",
  );

const required = (what: string, max: number) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`);

export const partCreateSchema = z
  .object({
    name: required("Name", 120),
    img: pictureUrlSchema,
    des: required("Description", 2000),
    price: z
      .number({ message: "Price must be a number" })
      .min(0, "Price cannot be negative")
      .max(1_000_000, "Price is too high")
      .refine((p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6), "Price can have at most two decimals"),
    minQuantity: z
      .number({ message: "Minimum Quantity must be a number" })
      .int("Minimum Quantity must be a whole number")
      .min(1, "Minimum Quantity must be at least 1")
      .max(1_000_000),
    availableQuantity: z
      .number({ message: "Available Quantity must be a number" })
      .int("Available Quantity must be a whole number")
      .min(0, "Available Quantity cannot be negative")
      .max(10_000_000),
  })
  .refine((p) => p.minQuantity <= p.availableQuantity, {
    message: "Minimum Quantity cannot be more than Available Quantity",
    path: ["minQuantity"],
  });
export type PartCreate = z.infer<typeof partCreateSchema>;

export const reviewCreateSchema = z.object({
  /** Ignored: the review carries the signed-in user's name. */
  name: z.string().optional(),
  img: pictureUrlSchema,
  address: required("Address", 200),
  star: z
    .number({ message: "Rating must be a number" })
    .min(0, "Rating must be 0 to 5")
    .max(5, "Rating must be 0 to 5"),
  title: required("Title", 120),
  des: required("Description", 2000),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const imageUploadSchema = z.object({ data: z.object({ url: z.string() }), success: z.boolean() });

/** The add-product form: text inputs, turned into numbers on submit. */
export const partFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  price: z.string().trim().min(1, "Price is required"),
  minQuantity: z.string().trim().min(1, "Minimum Quantity"),
  availableQuantity: z.string().trim().min(1, "Available Quantity"),
  des: z.string().trim().min(1, "Description is required"),
});
export type PartForm = z.infer<typeof partFormSchema>;

export const reviewFormSchema = z.object({
  address: z.string().trim().min(1, "Address is required"),
  star: z.string().trim().min(1, "Rating is required"),
  title: z.string().trim().min(1, "Title is required"),
  des: z.string().trim().min(1, "Description is required"),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
