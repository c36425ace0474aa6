import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { errorMessage } from "../../../lib/error-message.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.tsx";
import { useHasVisitorCart } from "../has-cart.ts";

/**
 * Merges a visitor's cart into the account's once someone is signed in (with the access token the
 * merge needs). Mounted once, in the root layout; the merge's code is loaded only when there is
 * something to merge. A merge that fails keeps the lines in the browser, and is tried again at
 * the next sign-in or page load.
 */
export function CartSync() {
  const { user } = useCurrentUser();
  const hasVisitorCart = useHasVisitorCart();
  const queryClient = useQueryClient();
  const mergedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) mergedFor.current = null;
    if (!user || !hasVisitorCart || mergedFor.current === user.email) return;
    mergedFor.current = user.email;
    import("../api/merge-cart.ts")
      .then((m) => m.mergeVisitorCart(queryClient))
      .catch((error: unknown) => toast.error(errorMessage(error)));
  }, [user, hasVisitorCart, queryClient]);
  return null;
}
