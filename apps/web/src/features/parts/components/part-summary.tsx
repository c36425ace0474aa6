import type { Part } from "@shop/contract";

export function PartSummary({ part }: { part: Part }) {
  return (
    <article className="card bg-base-100 shadow-md">
      <figure className="bg-base-200">
        <img src={part.img} alt={part.name} width={600} height={450} className="aspect-4/3 w-full object-cover" />
      </figure>
      <div className="card-body">
        <h1 className="card-title text-2xl">{part.name}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Product id</dt>
          <dd className="break-all">{part._id}</dd>
          <dt className="font-semibold">Price</dt>
          <dd>${part.price.toFixed(2)} / unit</dd>
          <dt className="font-semibold">Minimum order</dt>
          <dd>{part.minQuantity}</dd>
          <dt className="font-semibold">Available</dt>
          <dd>{part.availableQuantity}</dd>
        </dl>
        <p className="text-base-content/80">{part.des}</p>
      </div>
    </article>
  );
}
