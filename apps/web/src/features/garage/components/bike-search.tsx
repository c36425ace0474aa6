import type { BikeModel } from "@shop/contract";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { ListSearch } from "../../../components/list-search.tsx";
import { useBikeModels } from "../api/garage.ts";

/** "Search your bike": the shop's bike models by brand, model and year words, each added in one click. */
export function BikeSearch({ onPick, busy }: { onPick(model: BikeModel): void; busy: boolean }) {
  const [search, setSearch] = useState("");
  const models = useBikeModels(search);
  return (
    <div className="flex flex-col gap-3">
      <ListSearch label="Search your bike" value={search} onSearch={setSearch} />
      {models.isError && <p className="text-sm text-error">The bikes could not be loaded. Try again.</p>}
      {models.data?.length === 0 && (
        <p className="text-sm">No bike matches “{search}”. Enter its standards by hand below.</p>
      )}
      <ul
        className="flex flex-col divide-y divide-base-200 rounded-box border border-base-200"
        aria-label="Bike models"
      >
        {models.data?.map((m) => {
          const name = `${m.brand} ${m.model} ${m.year}`;
          return (
            <li key={m._id} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{name}</span>
                <span className="block truncate text-xs text-base-content/70">
                  {[
                    m.standards["wheel-size"] && `${m.standards["wheel-size"]} mm wheels`,
                    m.standards.freehub,
                    m.standards.speeds && `${m.standards.speeds} speeds`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={busy}
                onClick={() => onPick(m)}
                aria-label={`Add ${name}`}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                Add
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
