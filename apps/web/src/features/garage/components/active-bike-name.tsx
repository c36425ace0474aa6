import { useMyBikes } from "../api/my-garage.ts";
import { GarageLink } from "./garage-link.tsx";

/** The garage link with the active bike read from wherever the bikes are kept. */
export default function ActiveBikeName() {
  return <GarageLink name={useMyBikes().active?.name} />;
}
