import BikeIcon from "lucide-react/icons/bike";
import { NavLink } from "react-router";
import { useGarage } from "../api/garage.ts";

/** The active bike in the header, a link to the garage; 'My garage' when there is none. */
export function ActiveBikeLink() {
  const { active } = useGarage();
  return (
    <NavLink
      to="/garage"
      className="btn btn-ghost btn-sm max-w-40 md:btn-md md:max-w-56"
      title={active ? `Your bike: ${active.name}` : "My garage"}
    >
      <BikeIcon className="h-4 w-4 flex-none" aria-hidden="true" />
      <span className="truncate">
        <span className="sr-only">{active ? "Your bike: " : ""}</span>
        {active ? active.name : "My garage"}
      </span>
    </NavLink>
  );
}
