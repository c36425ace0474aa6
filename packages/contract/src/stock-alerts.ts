import { z } from "zod";
import { emailAddressSchema } from "./accounts.ts";
import { idSchema } from "./catalog.ts";
import { messages } from "./messages.ts";
import { TOKEN_MAX } from "./text.ts";

/**
 * POST /parts/{id}/notify: empty when signed in (the token says who), `{ email }` for a visitor.
 * No other field is taken.
 */
export const notifyRequestSchema = z
  .strictObject({ email: emailAddressSchema(messages.badEmail).optional() })
  .nullish();
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

/** The visitor's form on a sold-out part's page. */
export const notifyFormSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(emailAddressSchema(messages.badEmail)),
});
export type NotifyForm = z.infer<typeof notifyFormSchema>;

/** `waiting`: the alert waits now (signed in); false while a visitor's address is to be confirmed. */
export const notifyAnswerSchema = z.object({ message: z.string(), waiting: z.boolean() });
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;

/** The token of a confirmation or unsubscribe link, as the link's page sends it on. */
export const alertLinkRequestSchema = z.strictObject({
  token: z.string().min(1, "The link's token is missing").max(TOKEN_MAX, "The link's token is too long"),
});
export type AlertLinkRequest = z.infer<typeof alertLinkRequestSchema>;

export const alertLinkAnswerSchema = z.object({ message: z.string(), partId: idSchema.nullable() });
export type AlertLinkAnswer = z.infer<typeof alertLinkAnswerSchema>;
