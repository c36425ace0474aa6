import { useEffect, useRef } from "react";
import { useCurrentUser } from "../../../lib/session.ts";
import { useMergeCart } from "../api/merge-cart.ts";
import { readVisitorCart } from "../visitor-cart.ts";

/**
 * Merges a visitor's cart into the account's once someone is signed in (with the access token the
 * merge needs). Mounted once, in the root layout. A merge that fails keeps the lines in the
 * browser, and is tried again at the next sign-in or page load.
 */
export function CartSync() {
  const { user } = useCurrentUser();
  const merge = useMergeCart();
  const mergedFor = useRef<string | null>(null);
  const { mutate } = merge;
  useEffect(() => {
    if (!user) {
      mergedFor.current = null;
      return;
    }
    if (mergedFor.current === user.email) return;
    mergedFor.current = user.email;
    const lines = readVisitorCart();
    if (lines.length > 0) mutate(lines);
  }, [user, mutate]);
  return null;
}
