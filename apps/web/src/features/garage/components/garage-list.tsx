import type { GarageBike } from "@shop/contract";
import Trash from "lucide-react/icons/trash-2";

/** The rider's bikes: the active one marked, any other made active in one click, each removable. */
export function GarageList({
  bikes,
  onActivate,
  onRemove,
  busy,
}: {
  bikes: GarageBike[];
  onActivate(id: string): void;
  onRemove(id: string): void;
  busy: boolean;
}) {
  if (bikes.length === 0) return <p>No bike yet: search yours or enter it by hand.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="My bikes">
      {bikes.map((b) => (
        <li key={b._id} className="flex flex-wrap items-center gap-3 rounded-box border border-base-200 px-3 py-2">
          <span className="min-w-0 flex-1">
            <span className="font-medium break-words">{b.name}</span>
            <span className="block text-xs text-base-content/70">
              {b.bike
                ? `${b.bike.brand} ${b.bike.model} ${b.bike.year}`
                : `Entered by hand: ${Object.keys(b.standards).length} standards`}
            </span>
          </span>
          {b.active ? (
            <span className="badge badge-primary">Active bike</span>
          ) : (
            <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={() => onActivate(b._id)}>
              Make active<span className="sr-only">: {b.name}</span>
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-ghost btn-square"
            disabled={busy}
            onClick={() => onRemove(b._id)}
            aria-label={`Remove ${b.name}`}
          >
            <Trash className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
