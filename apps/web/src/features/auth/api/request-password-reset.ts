import type { PasswordResetRequest } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

/** Mails a reset link if the address has an account; the answer is the same either way. */
export const requestPasswordReset = (email: string) =>
  apiRequest("/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: "/newpassword" } satisfies PasswordResetRequest,
    answer: "identityDone",
  });
