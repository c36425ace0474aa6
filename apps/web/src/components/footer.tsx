import { messages } from "@shop/contract/messages";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import americanExpress from "simple-icons/icons/americanexpress.svg?url&no-inline";
import facebook from "simple-icons/icons/facebook.svg?url&no-inline";
import instagram from "simple-icons/icons/instagram.svg?url&no-inline";
import mastercard from "simple-icons/icons/mastercard.svg?url&no-inline";
import visa from "simple-icons/icons/visa.svg?url&no-inline";
import youtube from "simple-icons/icons/youtube.svg?url&no-inline";
import { shopDetails } from "../lib/shop-details.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { BrandMark } from "./brand-mark.tsx";

const quickLinks = ["banner", "parts", "bsummery", "reviews", "pricing", "contact", "footer"];
const socialNetworks = [
  { title: "Facebook", mark: facebook },
  { title: "Instagram", mark: instagram },
  { title: "YouTube", mark: youtube },
];
// Each mark on a white card in its brand's colour (simple-icons' own), as card marks are shown at a till.
const cards = [
  { title: "Visa", mark: visa, hex: "1A1F71" },
  { title: "MasterCard", mark: mastercard, hex: "EB001B" },
  { title: "American Express", mark: americanExpress, hex: "2E77BC" },
];

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
          <p className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {shop.address}
          </p>
          <p className="flex gap-2">
            <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Email:{" "}
              <a href={`mailto:${shop.email}`} className="link link-hover">
                {shop.email}
              </a>
            </span>
          </p>
          <p className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            Phone: {shop.phone}
          </p>
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
            {socialNetworks.map((network) => (
              <a
                key={network.title}
                href="#footer"
                aria-label={network.title}
                className="btn btn-circle btn-sm btn-outline text-neutral-content"
              >
                <BrandMark mark={network.mark} className="h-4 w-4" />
              </a>
            ))}
          </div>
          <h2 className="footer-title mt-4">We accept</h2>
          <div
            role="img"
            aria-label={`Cards we accept: ${cards.map((card) => card.title).join(", ")}`}
            className="flex gap-2"
          >
            {cards.map((card) => (
              <span key={card.title} className="flex h-8 w-12 items-center justify-center rounded bg-white">
                <span style={{ color: `#${card.hex}` }}>
                  <BrandMark mark={card.mark} className="h-6 w-8" />
                </span>
              </span>
            ))}
          </div>
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
