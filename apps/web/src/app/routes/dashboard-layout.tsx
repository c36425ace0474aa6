import { NavLink, Outlet } from "react-router";
import { useCurrentUser } from "../../lib/session.ts";
import { useIsAdmin } from "../../lib/use-admin.ts";

const userLinks = [
  { to: "/deshboard/myorders", label: "Orders" },
  { to: "/deshboard/addreview", label: "Add Review" },
];
const adminLinks = [
  { to: "/deshboard/overview", label: "Overview" },
  { to: "/deshboard/makeadmin", label: "Make Admin" },
  { to: "/deshboard/addproduct", label: "Add Product" },
  { to: "/deshboard/manageorders", label: "Manage Order's" },
  { to: "/deshboard/returns", label: "Returns" },
  { to: "/deshboard/shipping", label: "Shipping" },
  { to: "/deshboard/tax", label: "Tax" },
  { to: "/deshboard/discounts", label: "Discount codes" },
  { to: "/deshboard/manageproduct", label: "Manage Product's" },
  { to: "/deshboard/products", label: "Products" },
  { to: "/deshboard/categories", label: "Categories" },
  { to: "/deshboard/brands", label: "Brands" },
  { to: "/deshboard/specs", label: "Specifications" },
  { to: "/deshboard/importcatalog", label: "Import catalog" },
  { to: "/deshboard/importbikes", label: "Import bikes" },
];

const DRAWER = "dashboard-drawer";

/** The dashboard: the side menu by role (a drawer on small screens) and the chosen screen. */
export default function DashboardLayout() {
  const { user } = useCurrentUser();
  const admin = useIsAdmin(user?.email);
  const links = admin.isPending ? [] : admin.data ? adminLinks : userLinks;
  const closeDrawer = () => {
    const toggle = document.getElementById(DRAWER);
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
  };
  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      <input id={DRAWER} type="checkbox" className="drawer-toggle" aria-label="Dashboard menu" />
      <div className="drawer-content px-4 py-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-primary">Dashboard</h1>
          <label htmlFor={DRAWER} className="btn btn-primary btn-sm drawer-button lg:hidden">
            Open dashboard menu
          </label>
        </div>
        <Outlet />
      </div>
      <div className="drawer-side z-40 lg:z-auto">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the overlay is a mouse target only; keyboard users close the menu by choosing an item. */}
        <label htmlFor={DRAWER} aria-hidden="true" className="drawer-overlay" />
        <nav aria-label="Dashboard" className="min-h-full w-64 bg-base-200 p-4">
          <ul className="menu w-full gap-1">
            <li>
              <NavLink end to="/deshboard" onClick={closeDrawer}>
                My Profile
              </NavLink>
            </li>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={closeDrawer}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
