import type { AdminBrand } from "@shop/contract";
import { useState } from "react";
import { DataRow } from "../../../components/data-table.tsx";
import { useRenameBrand } from "../api/brands.ts";

/** One brand: rename in place; delete (asked in the page's dialog) once no part has it. */
export function BrandRow({ brand, onDelete }: { brand: AdminBrand; onDelete(brand: AdminBrand): void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(brand.name);
  const rename = useRenameBrand();
  return (
    <DataRow>
      <th>
        {editing ? (
          <span className="flex flex-wrap gap-2">
            <input
              className="input input-sm"
              aria-label={`New name of ${brand.name}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={rename.isPending}
              onClick={() => rename.mutate({ slug: brand.slug, name }, { onSuccess: () => setEditing(false) })}
            >
              Save
            </button>
          </span>
        ) : (
          brand.name
        )}
      </th>
      <td>
        <span className="font-mono">{brand.slug}</span>
      </td>
      <td>{brand.parts}</td>
      <td>
        <span className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-xs" onClick={() => setEditing(!editing)}>
            {editing ? "Cancel" : "Rename"}
            <span className="sr-only"> {brand.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-xs"
            disabled={brand.parts > 0}
            title={brand.parts > 0 ? "Only a brand no part has can be deleted" : undefined}
            onClick={() => onDelete(brand)}
          >
            Delete<span className="sr-only"> {brand.name}</span>
          </button>
        </span>
      </td>
    </DataRow>
  );
}
