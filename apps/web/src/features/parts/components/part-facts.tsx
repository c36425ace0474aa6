import type { Part } from "@shop/contract";

/** A part's picture, as the catalog, its own page and the order page show it. */
export function PartPicture({ part, lazy = false }: { part: Part; lazy?: boolean }) {
  return (
    <img
      src={part.img}
      alt={part.name}
      width={600}
      height={450}
      loading={lazy ? "lazy" : undefined}
      className="aspect-4/3 w-full object-cover"
    />
  );
}

/** Price, minimum order and stock: the terms and values of the `<dl>` each place wraps them in. */
export function PartFacts({ part }: { part: Part }) {
  return (
    <>
      <dt>Price</dt>
      <dd>${part.price.toFixed(2)} / unit</dd>
      <dt>Minimum order</dt>
      <dd>{part.minQuantity}</dd>
      <dt>Available</dt>
      <dd>{part.availableQuantity}</dd>
    </>
  );
}

/** Which of its product's variants the part is (Diameter: 180 mm); nothing for a part without options. */
export function PartOptions({ part, className = "" }: { part: Part; className?: string }) {
  const options = Object.entries(part.options);
  if (options.length === 0) return null;
  return (
    <p className={`text-sm font-semibold ${className}`}>
      {options.map(([name, value]) => `${name}: ${value}`).join(" · ")}
    </p>
  );
}
