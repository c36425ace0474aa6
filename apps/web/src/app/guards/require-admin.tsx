import { Navigate, Outlet } from "react-router";
import { Spinner } from "../../components/spinner.tsx";
import { useCurrentUser } from "../../lib/session.ts";
import { useIsAdmin } from "../../lib/use-admin.ts";

/** Admin screens for admins only; anyone else goes back to the dashboard (the server refuses too). */
export default function RequireAdmin() {
  const { user } = useCurrentUser();
  const admin = useIsAdmin(user?.email);
  if (admin.isPending) return <Spinner />;
  if (!admin.data) return <Navigate to="/deshboard" replace />;
  return <Outlet />;
}
