import { messages } from "@shop/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { Link, NavLink, useNavigate } from "react-router";
import { signOut } from "../lib/auth.ts";
import { useCurrentUser } from "../lib/session.ts";

const homeAnchors = [
  { hash: "parts", label: "Products" },
  { hash: "bsummery", label: "Business Summary" },
  { hash: "reviews", label: "Reviews" },
  { hash: "pricing", label: "Pricing" },
  { hash: "contact", label: "Contact" },
  { hash: "footer", label: "Footer" },
];

function NavItems() {
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
      <AccountItems />
    </>
  );
}

/** 'Login' for visitors; the dashboard link and 'LogOut' once signed in. */
function AccountItems() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) {
    return (
      <li>
        <NavLink to="/login">Login</NavLink>
      </li>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/deshboard">Dashboard</NavLink>
      </li>
      <li>
        <button
          type="button"
          onClick={async () => {
            await navigate("/");
            await signOut(queryClient);
          }}
        >
          LogOut
        </button>
      </li>
    </>
  );
}

export function Navbar() {
  return (
    <header className="navbar sticky top-0 z-30 bg-base-100 shadow-sm">
      <div className="flex flex-none items-center">
        <div className="dropdown xl:hidden">
          <button type="button" tabIndex={0} className="btn btn-ghost" aria-label="Open menu">
            <svg
              xmlns="http://www.w3.org/2000/svg"
              className="h-5 w-5"
              fill="none"
              viewBox="0 0 24 24"
              stroke="currentColor"
              aria-hidden="true"
            >
              <path strokeLinecap="round" strokeLinejoin="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <ul className="menu dropdown-content menu-sm z-40 mt-3 w-56 rounded-box bg-base-100 p-2 shadow">
            <NavItems />
          </ul>
        </div>
        <Link to="/" className="btn btn-ghost text-xl font-bold">
          {messages.productName}
        </Link>
      </div>
      <nav className="hidden flex-1 justify-end xl:flex" aria-label="Main">
        <ul className="menu menu-horizontal menu-sm flex-nowrap px-1">
          <NavItems />
        </ul>
      </nav>
    </header>
  );
}
