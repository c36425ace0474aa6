import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { useMyBikes } from "../api/my-garage.ts";

/**
 * The header's link to the garage, naming the active bike. Loaded once a rider may have a bike
 * (signed in, or a browser that keeps bikes); it also merges a visitor's bikes into the account
 * at sign-in (issue 32): each is sent to the garage (the same bike already there is answered,
 * not added twice), the active one last, and the browser's copy is emptied once all are in.
 */
export default function ActiveBikeName() {
  const { active, signedIn, local } = useMyBikes();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || local.length === 0 || merging.current) return;
    merging.current = true;
    import("../merge-garage.ts")
      .then((m) => m.mergeGarage(queryClient))
      .catch(() => {
        // Kept in the browser: the next page tries again.
      })
      .finally(() => {
        merging.current = false;
      });
  }, [signedIn, local, queryClient]);
  const name = active?.name;
  return (
    <NavLink
      to="/garage"
      className="btn btn-ghost btn-sm max-w-40 md:btn-md md:max-w-32 lg:max-w-56"
      title={name ? `Your bike: ${name}` : "My garage"}
    >
      <span className="truncate">
        <span className="sr-only">{name ? "Your bike: " : ""}</span>
        {name ?? "My garage"}
      </span>
    </NavLink>
  );
}
