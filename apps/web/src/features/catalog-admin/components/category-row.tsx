import { useState } from "react";
import { DataRow } from "../../../components/data-table.tsx";
import { useUpdateCategory } from "../api/change-categories.ts";
import { allowedParents, type TreeRow } from "./category-tree.ts";

/** One category: rename in place, move by choosing a parent, delete (asked in the page's dialog). */
export function CategoryRow({ row, rows, onDelete }: { row: TreeRow; rows: TreeRow[]; onDelete(row: TreeRow): void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(row.name);
  const update = useUpdateCategory();
  const rename = () => update.mutate({ slug: row.slug, change: { name } }, { onSuccess: () => setEditing(false) });

  return (
    <DataRow>
      <th style={{ paddingLeft: `${1 + row.depth * 1.25}rem` }}>
        {editing ? (
          <span className="flex flex-wrap gap-2">
            <input
              className="input input-sm"
              aria-label={`New name of ${row.name}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="button" className="btn btn-primary btn-sm" disabled={update.isPending} onClick={rename}>
              Save
            </button>
          </span>
        ) : (
          row.name
        )}
      </th>
      <td>
        <span className="font-mono">{row.slug}</span>
      </td>
      <td>
        <select
          className="select select-sm"
          aria-label={`Parent of ${row.name}`}
          value={row.parent ?? ""}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ slug: row.slug, change: { parent: e.target.value || null } })}
        >
          <option value="">(top)</option>
          {allowedParents(rows, row.slug).map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </td>
      <td>{row.parts}</td>
      <td>{row.subcategories}</td>
      <td>
        <span className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-xs" onClick={() => setEditing(!editing)}>
            {editing ? "Cancel" : `Rename`}
            <span className="sr-only"> {row.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-xs"
            disabled={row.parts > 0 || row.subcategories > 0}
            title={row.parts > 0 || row.subcategories > 0 ? "Only an empty category can be deleted" : undefined}
            onClick={() => onDelete(row)}
          >
            Delete<span className="sr-only"> {row.name}</span>
          </button>
        </span>
      </td>
    </DataRow>
  );
}
