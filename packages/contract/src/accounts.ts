import { z } from "zod";
import { messages } from "./messages.ts";
import { cleanText, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PROFILE_TEXT_MAX, requiredText } from "./text.ts";

/** At least six letters or digits; other characters may come on top. */
const PASSWORD_PATTERN = /^(?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){6})/;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);
/**
 * An e-mail address, compared and kept lower-case. Not the spec's pattern, which turns away most
 * real addresses (docs/deviations.md): valid by the HTML standard's rule and, as Better Auth's
 * sign-up also demands, with a dotted domain that ends in at least two letters.
 */
export const emailAddressSchema = (invalid: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, invalid)
    .pipe(z.email({ pattern: z.regexes.html5Email, message: invalid }).regex(z.regexes.email, invalid));
const email = (invalid: string) => z.string().trim().min(1, "Email is required").pipe(emailAddressSchema(invalid));
const password = required("Password is required", PASSWORD_MAX).pipe(
  z.string().regex(PASSWORD_PATTERN, "Password should 6 characters or longer!!"),
);
const confirmPassword = required("Confirm password is required", PASSWORD_MAX).pipe(
  z.string().min(6, "Confirm Password should 6 characters or longer!!"),
);
/** An account's name: one line; also the rule for the name the identity endpoints take. */
export const accountNameSchema = requiredText("Name", NAME_MAX);
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: "Password and Confirm Password don't matched!", path: ["confirmPassword"] };

export const loginFormSchema = z.object({ email: email("Provide a valid email!!"), password });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({ name: accountNameSchema, email: email("Provide a valid Email!"), password, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignupForm = z.infer<typeof signupFormSchema>;

export const resetPasswordFormSchema = z.object({ email: email("Provide a valid email!!") });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const newPasswordFormSchema = z.object({ password, confirmPassword }).refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** E-mail addresses in paths: the same rule as the forms'. */
export const emailParamsSchema = z.object({ email: emailAddressSchema(messages.badEmail) });

export type EmailParams = z.infer<typeof emailParamsSchema>;

/** The spec's client sends its e-mail in the body too; the one in the path is the one that counts. */
export const tokenRequestSchema = z.object({ email: cleanText("Email", EMAIL_MAX).optional() }).nullish();
/** PUT /user/{email}: the spec's access token. */
export const tokenSchema = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenSchema>;
/** PUT /user/{email} sends the e-mail again in its body, as the spec does. */
export type TokenRequest = { email: string };
export const adminAnswerSchema = z.object({ admin: z.boolean() });
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;

const profileText = (what: string) => requiredText(what, PROFILE_TEXT_MAX);

/** The profile form; name and e-mail are shown read-only and the server never changes them. */
export const profileFormSchema = z.object({
  userName: accountNameSchema,
  userEmail: email("Provide a valid Email!"),
  userPhone: profileText("Phone"),
  userEducation: profileText("Education"),
  userLinkedinUrl: profileText("Linkedin profile url").pipe(
    z.url({ message: "Linkedin profile url is not a valid URL", protocol: /^https?$/ }),
  ),
  userAddress: profileText("Address"),
  userLocation: profileText("Location"),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** What the server takes: the editable fields (name and e-mail are accepted and ignored). */
export const profileUpdateSchema = profileFormSchema.partial({ userName: true, userEmail: true }).extend({
  userEmail: cleanText("Email", EMAIL_MAX).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string().nullable(),
  userEducation: z.string().nullable(),
  userAddress: z.string().nullable(),
  userLocation: z.string().nullable(),
  userLinkedinUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateResultSchema = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
  upsertedCount: z.number().int(),
});
export type UpdateResult = z.infer<typeof updateResultSchema>;
