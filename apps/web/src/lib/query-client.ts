import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/** A refused request (4xx) will be refused again: only network and server failures are retried. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false } },
  });
