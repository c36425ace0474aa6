import { messages } from "@shop/contract/messages";
import Bike from "lucide-react/icons/bike";
import LogIn from "lucide-react/icons/log-in";
import Menu from "lucide-react/icons/menu";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { useCurrentUser } from "../lib/session.ts";

// Loaded once someone is signed in: a visitor's pages (the home page's budget) never need it.
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));

const homeAnchors = [
  { hash: "parts", label: "Products" },
  { hash: "bsummery", label: "Business Summary" },
  { hash: "reviews", label: "Reviews" },
  { hash: "pricing", label: "Pricing" },
  { hash: "contact", label: "Contact" },
  { hash: "footer", label: "Footer" },
];

/** The spec's links: the home page's sections and the two static pages. */
function SectionItems() {
  return (
    <>
      <li>
        <NavLink to="/home">Home</NavLink>
      </li>
      {homeAnchors.map((a) => (
        <li key={a.hash}>
          <Link to={`/home#${a.hash}`}>{a.label}</Link>
        </li>
      ))}
      <li>
        <NavLink to="/blogs">Blogs</NavLink>
      </li>
      <li>
        <NavLink to="/myprotfolio">My Portfolio</NavLink>
      </li>
    </>
  );
}

/** 'Login' for visitors; once signed in, the account's menu (with the dashboard and 'LogOut'). */
function Account() {
  const { user } = useCurrentUser();
  if (user)
    return (
      // Its place is kept while it loads, so the bar does not shift.
      <Suspense
        fallback={
          <span className="btn btn-ghost btn-sm invisible md:btn-md" aria-hidden="true">
            Account
          </span>
        }
      >
        <AccountMenu user={user} />
      </Suspense>
    );
  return (
    <NavLink to="/login" className="btn btn-ghost btn-sm md:btn-md">
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Login
    </NavLink>
  );
}

/*
 * One bar on every page: the shop's name, the categories, the search, the cart, the account, and
 * the spec's links below them (in a menu on small screens). The categories and the search are the
 * catalog's, the active bike the garage's, the cart the cart's (app/root-layout.tsx hands them in),
 * so this shared component knows no feature.
 */
export function Navbar({
  categories,
  search,
  bike,
  cart,
}: {
  categories: ReactNode;
  search: ReactNode;
  bike?: ReactNode;
  cart: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <nav aria-label="Main" className="mx-auto max-w-7xl px-2 md:px-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 md:flex-nowrap md:gap-4">
          <div className="dropdown lg:hidden">
            <button type="button" tabIndex={0} className="btn btn-ghost btn-square btn-sm" aria-label="Open menu">
              <Menu className="h-5 w-5" aria-hidden="true" />
            </button>
            <ul className="menu dropdown-content z-40 mt-3 w-56 rounded-box bg-base-100 p-2 shadow">
              <SectionItems />
            </ul>
          </div>
          <Link to="/" className="flex flex-1 items-center gap-2 text-lg font-extrabold md:flex-none md:text-xl">
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-primary-content">
              <Bike className="h-5 w-5" aria-hidden="true" />
            </span>
            {messages.productName}
          </Link>
          {categories}
          {search}
          <div className="flex flex-none items-center md:ml-auto">
            {bike}
            {cart}
            <Account />
          </div>
        </div>
        <ul className="menu menu-horizontal menu-sm hidden w-full flex-nowrap justify-center border-t border-base-200 lg:flex">
          <SectionItems />
        </ul>
      </nav>
    </header>
  );
}
