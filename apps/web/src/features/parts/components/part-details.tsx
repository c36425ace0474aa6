import type { Part } from "@shop/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PartAvailability } from "./part-availability.tsx";
import { PartFacts, PartPicture } from "./part-facts.tsx";

/**
 * A part's own page: everything about it, and the way to order it. `trust` goes under the stock
 * and delivery lines: what the page adds from elsewhere (the shop's rating).
 */
export function PartDetails({ part, trust }: { part: Part; trust?: ReactNode }) {
  return (
    <article className="grid items-start gap-8 md:grid-cols-2">
      <figure className="overflow-hidden rounded-box bg-base-200">
        <PartPicture part={part} />
      </figure>
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{part.name}</h1>
        <p className="text-base-content/80">{part.des}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 [&>dt]:font-semibold">
          <PartFacts part={part} />
        </dl>
        <PartAvailability part={part} />
        {trust}
        <div>
          <Link to={`/Order/${part._id}`} className="btn btn-primary">
            Order Now
          </Link>
        </div>
      </div>
    </article>
  );
}
