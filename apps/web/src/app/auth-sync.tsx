import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { takeGoogleSignIn } from "../features/auth/google-return.ts";
import { clearAccessToken, useAccessToken } from "../lib/access-token.ts";
import { setUnauthorizedHandler } from "../lib/api-client.ts";
import { fetchAccessToken, signOut } from "../lib/auth.ts";
import { webMessages } from "../lib/messages.ts";
import { sessionQueryOptions } from "../lib/session.ts";
import { toast } from "../lib/toast.tsx";

/**
 * Keeps the identity session and the access token in step: a session without a token (after
 * Google's redirect) fetches one, a token without a session is dropped, and a 401 or 403 on
 * any protected call signs the user out and goes to /, as the spec says.
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(sessionQueryOptions());
  const token = useAccessToken();

  useEffect(() => {
    // Home first: signing out on a guarded page would send the user to /login instead. Several
    // calls may be refused at once; the first one signs out.
    let signingOut = false;
    setUnauthorizedHandler(async () => {
      if (signingOut) return;
      signingOut = true;
      try {
        await navigate("/");
        await signOut(queryClient);
      } finally {
        signingOut = false;
      }
    });
  }, [queryClient, navigate]);

  useEffect(() => {
    if (session.isPending || session.isError) return;
    const user = session.data;
    if (user && !token) {
      fetchAccessToken(queryClient, user).then(
        () => {
          if (takeGoogleSignIn()) toast.success(webMessages.signedInWithGoogle);
        },
        () => signOut(queryClient),
      );
    } else if (!user && token) {
      clearAccessToken();
    }
  }, [session.isPending, session.isError, session.data, token, queryClient]);

  return null;
}
