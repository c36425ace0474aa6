import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../../lib/session.ts";
import { useHasLocalBikes } from "../has-bikes.ts";

const ActiveBikeName = lazy(() => import("./active-bike-name.tsx"));

/**
 * The header's garage link, with the active bike, once a rider may have one: signed in, or a
 * browser that keeps bikes. A visitor without a bike finds the garage from any part's page
 * ("Add your bike") and the catalog; its code is loaded only then, which keeps the home page's
 * scripts within their budget.
 */
export function ActiveBikeLink() {
  const { user } = useCurrentUser();
  const hasLocal = useHasLocalBikes();
  if (!user && !hasLocal) return null;
  return (
    <Suspense fallback={null}>
      <ActiveBikeName />
    </Suspense>
  );
}
