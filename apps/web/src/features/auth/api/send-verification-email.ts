import type { SessionUser, VerificationEmailRequest } from "@shop/contract";
import { messages } from "@shop/contract/messages";
import { apiRequest } from "../../../lib/api-client.ts";

/** The further auth action of the spec: it needs a signed-in user. */
export function sendVerificationEmail(user: SessionUser | null) {
  if (!user) return Promise.reject(new Error(messages.noUserLoggedIn));
  return apiRequest("/auth/send-verification-email", {
    method: "POST",
    body: { email: user.email, callbackURL: "/verified" } satisfies VerificationEmailRequest,
    answer: "identityDone",
  });
}
