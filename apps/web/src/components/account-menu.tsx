import type { SessionUser } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import ChevronDown from "lucide-react/icons/chevron-down";
import CircleUser from "lucide-react/icons/circle-user";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Package from "lucide-react/icons/package";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { signOut } from "../lib/auth.ts";
import { useIsAdmin } from "../lib/use-admin.ts";

/**
 * A signed-in user's menu: their profile, their orders (an admin's are the shop's), the dashboard
 * and 'LogOut'. A disclosure, not an ARIA menu: its items are plain links and a button, reached
 * with Tab; Escape or a click elsewhere closes it, and so does going to another page.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const admin = useIsAdmin(user.email);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // pathname and hash are read by nobody inside: a new place closes the menu.
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const items = [
    { to: "/deshboard", label: "My Profile", Icon: UserRound },
    { to: admin.data ? "/deshboard/manageorders" : "/deshboard/myorders", label: "Orders", Icon: Package },
    { to: "/deshboard", label: "Dashboard", Icon: LayoutDashboard },
  ];
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="btn btn-ghost btn-sm md:btn-md"
      >
        <CircleUser className="h-5 w-5" aria-hidden="true" />
        <span className="max-lg:sr-only">Account</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-60 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <p className="truncate px-3 pt-1 font-semibold">{user.name}</p>
        <p className="truncate px-3 pb-2 text-sm text-base-content/70">{user.email}</p>
        <ul className="menu w-full p-0">
          {items.map(({ to, label, Icon }) => (
            <li key={label}>
              <Link to={to} onClick={() => setOpen(false)}>
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-base-200 pt-1">
            <button
              type="button"
              onClick={async () => {
                setOpen(false);
                await navigate("/");
                await signOut(queryClient);
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              LogOut
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
