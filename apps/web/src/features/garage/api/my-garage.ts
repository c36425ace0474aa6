import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useLocalGarage } from "../local-garage.ts";
import { garageKeys } from "./keys.ts";

export const myGarageOptions = () =>
  queryOptions({ queryKey: garageKeys.mine(), queryFn: () => apiRequest("/garage", { answer: "garage", auth: true }) });

/**
 * The rider's bikes as they are read, wherever they are kept: the account's once signed in, the
 * browser's for a visitor; `active` is the one parts are judged against. Reading only, so the
 * header and the catalog load none of the garage page's changing code.
 */
export function useMyBikes() {
  const { user, pending } = useCurrentUser();
  const local = useLocalGarage();
  const remote = useQuery({ ...myGarageOptions(), enabled: user !== null });
  const bikes = user ? (remote.data ?? []) : local;
  return {
    bikes,
    local,
    active: bikes.find((b) => b.active),
    loading: pending || (user !== null && remote.isPending),
    signedIn: user !== null,
  };
}
