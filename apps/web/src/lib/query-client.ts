import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { errorMessage } from "./error-message.ts";
import { toast } from "./toast.tsx";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The screen words a failure itself, as the spec asks ('Failed to make admin'). */
      ownFailureText?: boolean;
    };
    queryMeta: {
      /** The answer is no one's own (the catalog, the session itself): signing out keeps it. */
      keepOnSignOut?: boolean;
    };
  }
}

/** A refused request (4xx) will be refused again: only network and server failures are retried. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Every failed change (mutation) is shown here, as a toast with the server's message; screens
 * only say what success looks like. (A 401 or 403 has already signed the user out: api-client.)
 */
export const createQueryClient = (toastError: (message: string) => unknown = toast.error) =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.ownFailureText) toastError(errorMessage(error));
      },
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false } },
  });
