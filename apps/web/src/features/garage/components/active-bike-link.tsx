import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../../lib/session.ts";
import { useHasLocalBikes } from "../has-bikes.ts";
import { GarageLink } from "./garage-link.tsx";

const ActiveBikeName = lazy(() => import("./active-bike-name.tsx"));

/**
 * The header's garage link: 'My garage', or the active bike once there may be one (a signed-in
 * rider, or a browser that keeps bikes), whose reading code is loaded only then.
 */
export function ActiveBikeLink() {
  const { user } = useCurrentUser();
  const hasLocal = useHasLocalBikes();
  if (!user && !hasLocal) return <GarageLink name={undefined} />;
  return (
    <Suspense fallback={<GarageLink name={undefined} />}>
      <ActiveBikeName />
    </Suspense>
  );
}
