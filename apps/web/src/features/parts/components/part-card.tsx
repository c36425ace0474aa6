import type { Part } from "@shop/contract";
import { stockLevel } from "@shop/contract/stock";
import { stockAlertMessages } from "@shop/contract/stock-alerts-messages";
import { Link } from "react-router";
import { AddToCartLink } from "../../cart/index.ts";
import { PartAvailability } from "./part-availability.tsx";
import { PartFacts, PartOptions, PartPicture } from "./part-facts.tsx";

/** A card's name is a heading one level below the heading of the list it is in. */
type HeadingLevel = "h2" | "h3";

export function PartCard({ part, heading: Heading = "h3" }: { part: Part; heading?: HeadingLevel }) {
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm transition hover:shadow-lg">
      <figure className="bg-base-200">
        <PartPicture part={part} lazy />
      </figure>
      <div className="card-body">
        <Heading className="card-title">
          <Link to={`/parts/${part._id}`} className="link-hover link">
            {part.name}
          </Link>
        </Heading>
        <PartOptions part={part} />
        <p className="line-clamp-3 text-sm text-base-content/80">{part.des}</p>
        <dl className="grid grid-cols-2 gap-1 text-sm [&>dd:first-of-type]:font-semibold">
          <PartFacts part={part} />
        </dl>
        <PartAvailability part={part} />
        <div className="card-actions mt-auto justify-end">
          {stockLevel(part) === "sold-out" && (
            // A link to the part's own alert form: the cards carry no form code.
            <Link to={`/parts/${part._id}#notify`} className="btn btn-ghost btn-sm w-full" rel="nofollow">
              {stockAlertMessages.notifyMe}
            </Link>
          )}
          <AddToCartLink part={part} />
          <Link to={`/Order/${part._id}`} className="btn btn-primary">
            Order Now
          </Link>
        </div>
      </div>
    </article>
  );
}

export function PartsGrid({ parts, heading }: { parts: Part[]; heading?: HeadingLevel }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {parts.map((part) => (
        <PartCard key={part._id} part={part} heading={heading} />
      ))}
    </div>
  );
}
