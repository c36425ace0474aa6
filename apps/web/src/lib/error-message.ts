import { messages } from "@shop/contract/messages";
import { AnswerMismatchError, ApiError } from "./api-client.ts";
import { toast } from "./toast.tsx";

/**
 * What the user reads when a call failed: the server's own explanation; for an answer that broke
 * the contract (our bug, already logged by the API client) only that loading failed.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof AnswerMismatchError) return messages.loadFailed;
  return error instanceof Error && error.message ? error.message : messages.loadFailed;
}

/** The one way a failure becomes a toast. */
export function showError(error: unknown) {
  toast.error(errorMessage(error));
}
