import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cartKeys } from "./keys.ts";

/** The account's saved addresses (the default first) and what the checkout form starts with. */
export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.addresses(),
    queryFn: () => apiRequest("/addresses", { answer: "addressBook", auth: true }),
  });

export const useAddressBook = () => useQuery(addressBookQueryOptions());
