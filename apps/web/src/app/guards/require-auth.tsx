import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/spinner.tsx";
import { isSignedOutOnPurpose } from "../../lib/auth.ts";
import { useCurrentUser } from "../../lib/session.ts";

/** The spec's sign-in guard: a spinner while auth state loads, else /login remembering the page. */
export default function RequireAuth() {
  const { user, pending } = useCurrentUser();
  const location = useLocation();
  if (pending) return <Spinner />;
  if (!user && isSignedOutOnPurpose()) return <Navigate to="/" replace />;
  if (!user)
    return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  return <Outlet />;
}
