import BikeIcon from "lucide-react/icons/bike";
import { NavLink } from "react-router";

/** The header's link to the garage, naming the active bike when there is one. */
export function GarageLink({ name }: { name: string | undefined }) {
  return (
    <NavLink
      to="/garage"
      className="btn btn-ghost btn-sm max-w-40 md:btn-md md:max-w-56"
      title={name ? `Your bike: ${name}` : "My garage"}
    >
      <BikeIcon className="h-4 w-4 flex-none" aria-hidden="true" />
      <span className="truncate">
        <span className="sr-only">{name ? "Your bike: " : ""}</span>
        {name ?? "My garage"}
      </span>
    </NavLink>
  );
}
