import { type FormEvent, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useAddCategory } from "../api/change-categories.ts";
import type { TreeRow } from "./category-tree.ts";

/** Slug, name and where it goes; the server checks the slug and answers why it refuses one. */
export function AddCategoryForm({ rows }: { rows: TreeRow[] }) {
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const [parent, setParent] = useState("");
  const add = useAddCategory();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { slug, name, description: "", parent: parent || null },
      {
        onSuccess: (added) => {
          toast.success(`Added ${added.name}`);
          setSlug("");
          setName("");
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-3" aria-label="Add a category">
      <label className="flex flex-col gap-1">
        <span className="text-sm">Name</span>
        <input className="input" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Slug</span>
        <input
          className="input font-mono"
          required
          placeholder="gravel-tyres"
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Parent</span>
        <select className="select" value={parent} onChange={(e) => setParent(e.target.value)}>
          <option value="">(top of the tree)</option>
          {rows.map((r) => (
            <option key={r.slug} value={r.slug}>
              {"\u00a0\u00a0".repeat(r.depth)}
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        Add category
      </button>
    </form>
  );
}
