import type { Part } from "@shop/contract";
import { PartFacts, PartOptions, PartPicture } from "./part-facts.tsx";

export function PartSummary({ part }: { part: Part }) {
  return (
    <article className="card bg-base-100 shadow-md">
      <figure className="bg-base-200">
        <PartPicture part={part} />
      </figure>
      <div className="card-body">
        <h1 className="card-title text-2xl">{part.name}</h1>
        <PartOptions part={part} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm [&>dt]:font-semibold">
          <PartFacts part={part} />
        </dl>
        <p className="text-base-content/80">{part.des}</p>
      </div>
    </article>
  );
}
