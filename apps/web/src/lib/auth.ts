import type { SessionUser, TokenRequest } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { clearAccessToken, setAccessToken } from "./access-token.ts";
import { apiRequest } from "./api-client.ts";
import { sessionQueryOptions } from "./session.ts";

let inFlight: Promise<void> | null = null;
let signedOutOnPurpose = false;

/**
 * True after a logout (or a refused token) until the next sign-in: a guarded page that loses
 * its user then goes home, not to /login.
 */
export const isSignedOutOnPurpose = () => signedOutOnPurpose;

/**
 * After any sign-in: the spec's call for an access token, stored under accessToken. The page that
 * signed in and the app's session watcher may both ask at once; they share one request.
 */
export function fetchAccessToken(queryClient: QueryClient, user: SessionUser): Promise<void> {
  inFlight ??= (async () => {
    try {
      const { token } = await apiRequest(`/user/${encodeURIComponent(user.email)}`, {
        method: "PUT",
        body: { email: user.email } satisfies TokenRequest,
        answer: "token",
      });
      signedOutOnPurpose = false;
      // The session first: a token without a session would be dropped as stale.
      queryClient.setQueryData(sessionQueryOptions().queryKey, user);
      setAccessToken(token);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Logout: the token goes, the identity session ends, and nothing of the user stays cached. */
export async function signOut(queryClient: QueryClient) {
  signedOutOnPurpose = true;
  // The session is forgotten before the token, so nothing asks for a new token meanwhile.
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  clearAccessToken();
  queryClient.removeQueries({ predicate: (q) => !q.meta?.keepOnSignOut });
  await apiRequest("/auth/sign-out", { method: "POST", body: {}, answer: "identityDone" }).catch(() => undefined);
}
