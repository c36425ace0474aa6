import type { SpecDefinition } from "@shop/contract";
import { useState } from "react";
import { DataRow } from "../../../components/data-table.tsx";
import { toast } from "../../../lib/toast.tsx";
import { useUpdateSpec } from "../api/specs.ts";

/**
 * One specification of a category: its label and unit edited in place (its key and kind stay:
 * parts' values are stored under them); delete is the page's.
 */
export function SpecRow({
  category,
  spec,
  onDelete,
  deleting,
}: {
  category: string;
  spec: SpecDefinition;
  onDelete(spec: SpecDefinition): void;
  deleting: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(spec.label);
  const [unit, setUnit] = useState(spec.unit ?? "");
  const update = useUpdateSpec(category);
  const save = () => {
    const trimmed = unit.trim();
    update.mutate(
      {
        key: spec.key,
        change: {
          ...(label !== spec.label && { label }),
          ...(trimmed !== (spec.unit ?? "") && { unit: trimmed === "" ? null : trimmed }),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(`Saved ${saved.label}`);
          setEditing(false);
        },
      },
    );
  };
  return (
    <DataRow>
      <th>
        {editing ? (
          <input
            className="input input-sm"
            aria-label={`Label of ${spec.key}`}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        ) : (
          spec.label
        )}
      </th>
      <td>
        <span className="font-mono">{spec.key}</span>
      </td>
      <td>{spec.kind}</td>
      <td>
        {spec.choices ? (
          spec.choices.join(", ")
        ) : editing ? (
          <input
            className="input input-sm w-24"
            aria-label={`Unit of ${spec.key}`}
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
          />
        ) : (
          (spec.unit ?? "")
        )}
      </td>
      <td>
        <span className="flex flex-wrap gap-2">
          {editing && (
            <button type="button" className="btn btn-primary btn-xs" disabled={update.isPending} onClick={save}>
              Save<span className="sr-only"> {spec.key}</span>
            </button>
          )}
          <button type="button" className="btn btn-outline btn-xs" onClick={() => setEditing(!editing)}>
            {editing ? "Cancel" : "Edit"}
            <span className="sr-only"> {spec.label}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-xs"
            disabled={deleting}
            onClick={() => onDelete(spec)}
          >
            Delete<span className="sr-only"> {spec.label}</span>
          </button>
        </span>
      </td>
    </DataRow>
  );
}
