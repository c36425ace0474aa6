import type { ResetPasswordRequest } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest("/auth/reset-password", {
    method: "POST",
    body: { token, newPassword } satisfies ResetPasswordRequest,
    answer: "identityDone",
  });
