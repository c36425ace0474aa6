import { z } from "zod";
import type { LoginForm } from "./accounts.ts";

/**
 * The calls of the identity service under /api/auth (Better Auth) that the web app makes, and the
 * parts of their answers it reads; an answer may carry more fields, which are dropped.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/get-session: null when nobody is signed in. */
export const sessionAnswerSchema = z.object({ user: sessionUserSchema }).nullable();
/** POST /auth/sign-in/email and /auth/sign-up/email. */
export const signedInAnswerSchema = z.object({ user: sessionUserSchema });
/** POST /auth/sign-in/social: where the browser goes next. */
export const socialSignInAnswerSchema = z.object({ url: z.string() });
/** GET /sign-in-options: which ways to sign in this shop offers besides e-mail and password. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
/** Password reset, verification mail and sign-out answer a flag the app does not need. */
export const identityDoneAnswerSchema = z.object({}).loose();

export type SignInEmailRequest = LoginForm;
export type SignUpEmailRequest = { name: string; email: string; password: string; callbackURL: string };
export type SocialSignInRequest = { provider: "google"; callbackURL: string; errorCallbackURL: string };
export type PasswordResetRequest = { email: string; redirectTo: string };
export type ResetPasswordRequest = { token: string; newPassword: string };
export type VerificationEmailRequest = { email: string; callbackURL: string };
