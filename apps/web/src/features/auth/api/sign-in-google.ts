import type { SocialSignInRequest } from "@shop/contract";
import { messages } from "@shop/contract/messages";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

/** Leaves for the provider; it sends the user back to `returnTo`, or to /login on failure. */
export async function signInWithGoogle(returnTo: string) {
  try {
    const { url } = await apiRequest("/auth/sign-in/social", {
      method: "POST",
      body: { provider: "google", callbackURL: returnTo, errorCallbackURL: "/login" } satisfies SocialSignInRequest,
      answer: "socialSignIn",
    });
    window.location.assign(url);
  } catch (err) {
    // No provider configured: the server does not know "google".
    if (err instanceof ApiError && err.status === 404) throw new ApiError(404, messages.googleNotConfigured);
    throw err;
  }
}
