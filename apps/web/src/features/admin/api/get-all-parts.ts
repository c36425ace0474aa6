import type { Part } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

const PAGE = 100;

/** Every part, page by page (the API answers at most 100 at a time). */
async function fetchAllParts(): Promise<Part[]> {
  const all: Part[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiGet<Part[]>(`/parts?limit=${PAGE}&offset=${offset}`);
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

export const allPartsQueryOptions = () => queryOptions({ queryKey: ["parts", "all"], queryFn: fetchAllParts });

export const useAllParts = () => useQuery(allPartsQueryOptions());
