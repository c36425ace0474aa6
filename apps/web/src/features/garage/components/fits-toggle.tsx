import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { useMyBikes } from "../api/my-garage.ts";
import { type BikeFilter, bikeFilterOf } from "../bike.ts";

/**
 * 'Fits my bike' on the catalog (issue 32): a link to the same page with the active bike's
 * filter on, or off again. Shown once the garage has an active bike.
 */
export function FitsToggle({ fits, hrefWith }: { fits: BikeFilter; hrefWith: (fits: BikeFilter) => string }) {
  const { active } = useMyBikes();
  const on = fits.model !== undefined || fits.standards !== undefined;
  if (!active && !on)
    return (
      <Link to="/garage" className="btn btn-sm btn-outline">
        Fits my bike? Add your bike
      </Link>
    );
  const target = on || !active ? hrefWith({}) : hrefWith(bikeFilterOf(active));
  return (
    <Link
      to={target}
      role="switch"
      aria-checked={on}
      preventScrollReset
      className={`btn btn-sm ${on ? "btn-primary" : "btn-outline"}`}
    >
      {on && <Check className="h-4 w-4" aria-hidden="true" />}
      Fits my bike
      {active && <span className="max-w-32 truncate font-normal">({active.name})</span>}
    </Link>
  );
}
