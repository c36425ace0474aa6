import type { SessionUser } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAccessToken } from "./access-token.ts";
import { apiRequest } from "./api-client.ts";
import { sessionKeys } from "./keys.ts";

/** The identity session (a cookie of our own server); null when nobody is signed in. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async () => {
      const answer = await apiRequest("/auth/get-session", { answer: "session" });
      return answer?.user ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    // Signing out sets it to null rather than dropping it, so nothing refetches it meanwhile.
    meta: { keepOnSignOut: true },
  });

/**
 * Who is signed in. Signed in means an identity session and the spec's access token; while the
 * session loads, or the token is being fetched for it, `pending` is true.
 */
export function useCurrentUser(): { user: SessionUser | null; pending: boolean } {
  const session = useQuery(sessionQueryOptions());
  const token = useAccessToken();
  if (session.isPending) return { user: null, pending: true };
  const user = session.data ?? null;
  if (user && !token) return { user: null, pending: true };
  return { user, pending: false };
}
