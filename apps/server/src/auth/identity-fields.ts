import { accountNameSchema, emailAddressSchema, messages } from "@shop/contract";
import { APIError } from "better-auth/api";
import { z } from "zod";

/*
 * What the identity endpoints keep on an account, held to the contract's rules (decision 0011):
 * the name is copied onto orders and shown with reviews, so it is one line of at most NAME_MAX
 * characters; an e-mail address follows the shop's rule and is kept lower-case; the shop shows no account pictures, so
 * none is taken (a picture address would otherwise be any host's).
 */
const accountFields = z.object({
  name: accountNameSchema.optional(),
  email: emailAddressSchema(messages.badEmail).optional(),
  image: z.null({ message: messages.accountPictureRefused }).optional(),
});

/** The body with its account fields checked and trimmed; throws Better Auth's own 400 otherwise. */
export function checkedAccountFields(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const result = accountFields.safeParse(body);
  if (!result.success) {
    throw new APIError("BAD_REQUEST", { message: result.error.issues[0]?.message ?? messages.requestRefused });
  }
  const checked = Object.fromEntries(Object.entries(result.data).filter(([, value]) => value !== undefined));
  return { ...body, ...checked };
}
