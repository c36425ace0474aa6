import { ApiError } from "../../lib/api-client.ts";

/**
 * The short code the login box shows (the spec cuts the provider's message down to its code).
 * A wrong password and an unknown address give the same code.
 */
export function errorCode(err: unknown): string {
  if (!(err instanceof ApiError)) return "network-request-failed";
  if (err.status === 429) return "too-many-requests";
  if (err.code === "INVALID_EMAIL_OR_PASSWORD") return "invalid-credential";
  if (err.code) return err.code.toLowerCase().replaceAll("_", "-");
  return err.status === 0 ? "network-request-failed" : "internal-error";
}
