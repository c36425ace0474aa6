import { z } from "zod";
import { messages } from "./messages.ts";

/** The spec's e-mail pattern: lowercase letters and digits, @, lowercase letters, a dot, 2-3 letters. */
export const EMAIL_PATTERN = /^[a-z0-9]+@[a-z]+\.[a-z]{2,3}$/;
/** At least six letters or digits; other characters may come on top. */
const PASSWORD_PATTERN = /^(?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){6})/;

const required = (message: string) => z.string().trim().min(1, message);
const email = (invalid: string) => required("Email is required").pipe(z.string().regex(EMAIL_PATTERN, invalid));
const password = required("Password is required").pipe(
  z.string().regex(PASSWORD_PATTERN, "Password should 6 characters or longer!!"),
);
const confirmPassword = required("Confirm password is required").pipe(
  z.string().min(6, "Confirm Password should 6 characters or longer!!"),
);
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: "Password and Confirm Password don't matched!", path: ["confirmPassword"] };

export const loginFormSchema = z.object({ email: email("Provide a valid email!!"), password });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({ name: required("Name is required"), email: email("Provide a valid Email!"), password, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignupForm = z.infer<typeof signupFormSchema>;

export const resetPasswordFormSchema = z.object({ email: email("Provide a valid email!!") });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const newPasswordFormSchema = z.object({ password, confirmPassword }).refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** E-mail addresses in paths: any address (the pattern is a form rule), at most 254 characters. */
export const emailParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: messages.badEmail }).max(254)),
});

export const tokenSchema = z.object({ token: z.string() });
export const adminAnswerSchema = z.object({ admin: z.boolean() });

const profileText = (message: string) => required(message).pipe(z.string().max(200, "At most 200 characters"));

/** The profile form; name and e-mail are shown read-only and the server never changes them. */
export const profileFormSchema = z.object({
  userName: required("Name is required"),
  userEmail: email("Provide a valid Email!"),
  userPhone: profileText("Phone is required"),
  userEducation: profileText("Education is required"),
  userLinkedinUrl: profileText("Linkedin profile url is required").pipe(
    z.url({ message: "Linkedin profile url is not a valid URL", protocol: /^https?$/ }),
  ),
  userAddress: profileText("Address is required"),
  userLocation: profileText("Location is required"),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** What the server takes: the editable fields (name and e-mail are accepted and ignored). */
export const profileUpdateSchema = profileFormSchema.partial({ userName: true, userEmail: true }).extend({
  userEmail: z.string().optional(),
});

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
