import Square from "lucide-react/icons/square";
import SquareCheck from "lucide-react/icons/square-check";
import { Link } from "react-router";

/**
 * One value of a filter: a link to the catalog with it ticked (or unticked), and how many parts
 * that gives. A link, so it works without scripts; `nofollow`, so crawlers do not walk every
 * combination of filters. `aria-current` tells a screen reader which values are chosen.
 */
export function FacetLink({
  to,
  selected,
  label,
  count,
}: {
  to: string;
  selected: boolean;
  label: string;
  count?: number;
}) {
  const Icon = selected ? SquareCheck : Square;
  return (
    <Link
      to={to}
      rel="nofollow"
      preventScrollReset
      aria-current={selected ? "true" : undefined}
      className={`flex min-h-8 items-center gap-2 rounded-field px-1.5 py-1 hover:bg-base-200 ${selected ? "font-semibold" : ""}`}
    >
      <Icon className={`h-4 w-4 shrink-0 ${selected ? "text-primary" : "text-base-content/60"}`} aria-hidden="true" />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        <span className="text-xs tabular-nums text-base-content/70">
          {count}
          <span className="sr-only"> parts</span>
        </span>
      )}
    </Link>
  );
}

/** A group of a filter's values under its name. */
export function FacetGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `facet-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="border-t border-base-300 py-3 first:border-t-0">
      <h3 id={id} className="mb-1 text-sm font-semibold uppercase tracking-wide text-base-content/80">
        {title}
      </h3>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

/** A specification's value as people read it: 180 mm, 34 T, HG. */
export const specText = (value: string | number, unit: string | null) => (unit ? `${value} ${unit}` : String(value));
