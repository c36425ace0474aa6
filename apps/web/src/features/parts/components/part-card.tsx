import type { Part } from "@shop/contract";
import { Link } from "react-router";

export function PartCard({ part }: { part: Part }) {
  return (
    <article className="card bg-base-100 shadow-md transition hover:shadow-xl">
      <figure className="bg-base-200">
        <img
          src={part.img}
          alt={part.name}
          width={600}
          height={450}
          loading="lazy"
          className="aspect-4/3 w-full object-cover"
        />
      </figure>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={`/parts/${part._id}`} className="link-hover link">
            {part.name}
          </Link>
        </h3>
        <p className="text-sm text-base-content/80">{part.des}</p>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>Price</dt>
          <dd className="font-semibold">${part.price.toFixed(2)} / unit</dd>
          <dt>Minimum order</dt>
          <dd>{part.minQuantity}</dd>
          <dt>Available</dt>
          <dd>{part.availableQuantity}</dd>
        </dl>
        <div className="card-actions justify-end">
          <Link to={`/Order/${part._id}`} className="btn btn-primary">
            Order Now
          </Link>
        </div>
      </div>
    </article>
  );
}

export function PartsGrid({ parts }: { parts: Part[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {parts.map((part) => (
        <PartCard key={part._id} part={part} />
      ))}
    </div>
  );
}
