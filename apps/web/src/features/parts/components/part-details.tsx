import type { Part } from "@shop/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AddToCartLink } from "../../cart/index.ts";
import { PartAvailability } from "./part-availability.tsx";
import { PartFacts, PartPicture } from "./part-facts.tsx";

/**
 * A part's own page: everything about it, and the way to order it. `options` is the picker of
 * its product's other variants, `specs` its specifications' table; `trust` goes under the stock
 * and delivery lines: what the page adds from elsewhere (the shop's rating); `notify` beside the
 * order buttons, the back-in-stock alert of a part that cannot be ordered.
 */
export function PartDetails({
  part,
  options,
  specs,
  trust,
  notify,
}: {
  part: Part;
  options?: ReactNode;
  specs?: ReactNode;
  trust?: ReactNode;
  notify?: ReactNode;
}) {
  return (
    <article className="grid items-start gap-8 md:grid-cols-2">
      <figure className="overflow-hidden rounded-box bg-base-200">
        <PartPicture part={part} />
      </figure>
      <div className="flex flex-col gap-4">
        <div>
          {part.brand && (
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{part.brand.name}</p>
          )}
          <h1 className="text-3xl font-bold">{part.name}</h1>
        </div>
        <p className="text-base-content/80">{part.des}</p>
        {options}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 [&>dt]:font-semibold">
          <PartFacts part={part} />
        </dl>
        <PartAvailability part={part} />
        {trust}
        <div className="flex flex-wrap gap-2">
          <Link to={`/Order/${part._id}`} className="btn btn-primary">
            Order Now
          </Link>
          <AddToCartLink part={part} />
        </div>
        {notify}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm [&>dt]:text-base-content/80">
          <PartIdentity part={part} />
        </dl>
      </div>
      {specs && <div className="md:col-span-2">{specs}</div>}
    </article>
  );
}

/** Who makes the part and how to find it again: brand, SKU, the maker's number, weight. */
function PartIdentity({ part }: { part: Part }) {
  return (
    <>
      {part.brand && (
        <>
          <dt>Brand</dt>
          <dd>{part.brand.name}</dd>
        </>
      )}
      <dt>SKU</dt>
      <dd className="font-mono">{part.sku}</dd>
      {part.mpn && (
        <>
          <dt>MPN</dt>
          <dd className="font-mono">{part.mpn}</dd>
        </>
      )}
      {part.weight !== null && (
        <>
          <dt>Weight</dt>
          <dd>{part.weight} g</dd>
        </>
      )}
    </>
  );
}
