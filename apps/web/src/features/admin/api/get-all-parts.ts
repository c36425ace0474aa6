import type { Part } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** The newest 100 parts: the API answers one page at a time (offset is gone; Manage Product's pages are to come). */
const fetchAllParts = (): Promise<Part[]> => apiRequest("/parts?limit=100", { answer: "parts" });

export const allPartsQueryOptions = () => queryOptions({ queryKey: ["parts", "all"], queryFn: fetchAllParts });

export const useAllParts = () => useQuery(allPartsQueryOptions());
