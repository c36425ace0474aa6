import { useLocation } from "react-router";

type From = { pathname: string; search?: string };

/** Where the sign-in guard was going when it sent the user to log in; "/" by default. */
export function useReturnTo(): string {
  const state = useLocation().state as { from?: From } | null;
  const from = state?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ""}` : "/";
}
