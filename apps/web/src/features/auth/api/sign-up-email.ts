import type { SignUpEmailRequest, SignupForm } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

/** Creates the account and signs in; the verification mail's link lands on /verified. */
export const signUpEmail = ({ name, email, password }: SignupForm) =>
  apiRequest("/auth/sign-up/email", {
    method: "POST",
    body: { name, email, password, callbackURL: "/verified" } satisfies SignUpEmailRequest,
    answer: "signedIn",
  });
