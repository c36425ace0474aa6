import { Outlet } from "react-router";

// Placeholder: the side menu by role and the drawer come with the accounts issue.
export default function DashboardLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">Dashboard</h1>
      <Outlet />
    </div>
  );
}
