import type { SocialSignInRequest } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

/** Leaves for the provider; it sends the user back to `returnTo`, or to /login on failure. */
export async function signInWithGoogle(returnTo: string) {
  const { url } = await apiRequest("/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL: returnTo, errorCallbackURL: "/login" } satisfies SocialSignInRequest,
    answer: "socialSignIn",
  });
  window.location.assign(url);
}
