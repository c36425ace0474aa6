import { messages } from "@shop/contract/messages";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { shopDetails } from "../lib/shop-details.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";

const quickLinks = ["banner", "parts", "bsummery", "reviews", "pricing", "contact", "footer"];

export function Footer() {
  const shop = shopDetails();
  const [email, setEmail] = useState("");
  // Sent by the browser itself before the scripts run, the form would reload the page.
  const working = useHydrated();
  // The newsletter form only clears itself, as the spec asks: nothing is sent.
  const subscribe = (e: FormEvent) => {
    e.preventDefault();
    setEmail("");
  };
  return (
    <footer id="footer" className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        <address className="not-italic">
          <h2 className="footer-title">Visit us</h2>
          <p>{shop.address}</p>
          <p>
            Email:{" "}
            <a href={`mailto:${shop.email}`} className="link link-hover">
              {shop.email}
            </a>
          </p>
          <p>Phone: {shop.phone}</p>
        </address>
        <nav aria-label="Quick links">
          <h2 className="footer-title">Quick links</h2>
          {quickLinks.map((id) => (
            <Link key={id} to={`/home#${id}`} className="link link-hover capitalize">
              {id}
            </Link>
          ))}
        </nav>
        <div>
          <h2 className="footer-title">Follow us</h2>
          <div className="flex gap-3">
            {["Facebook", "Instagram", "YouTube"].map((name) => (
              <a
                key={name}
                href="#footer"
                aria-label={name}
                className="btn btn-circle btn-sm btn-outline text-neutral-content"
              >
                {name[0]}
              </a>
            ))}
          </div>
          <img
            src="/images/payment-cards.svg"
            alt="Cards we accept"
            width={300}
            height={40}
            loading="lazy"
            className="mt-4"
          />
        </div>
        <form onSubmit={subscribe}>
          <h2 className="footer-title">Newsletter</h2>
          <label className="flex flex-col gap-2">
            <span>Your e-mail for our news</span>
            <div className="join">
              <input
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
                className="input join-item text-base-content"
              />
              <button type="submit" disabled={!working} className="btn btn-primary join-item">
                Subscribe
              </button>
            </div>
          </label>
        </form>
      </div>
      <p className="pb-6 text-center text-sm">
        © {new Date().getFullYear()} {messages.productName}
      </p>
    </footer>
  );
}
