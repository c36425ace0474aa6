import type { SpecKind } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useAddSpec } from "../api/specs.ts";

const KINDS: SpecKind[] = ["number", "choice", "text"];

/** Key, label, kind, and a unit or the choices (comma separated); the server says why it refuses one. */
export function AddSpecForm({ category }: { category: string }) {
  const [key, setKey] = useState("");
  const [label, setLabel] = useState("");
  const [kind, setKind] = useState<SpecKind>("number");
  const [extra, setExtra] = useState("");
  const add = useAddSpec(category);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const choices = extra
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean);
    add.mutate(
      {
        key,
        label,
        kind,
        unit: kind === "number" && extra.trim() ? extra.trim() : null,
        choices: kind === "choice" ? choices : null,
      },
      {
        onSuccess: (added) => {
          toast.success(`Added ${added.label}`);
          setKey("");
          setLabel("");
          setExtra("");
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-3" aria-label="Add a specification">
      <label className="flex flex-col gap-1">
        <span className="text-sm">Label</span>
        <input className="input" required value={label} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Key</span>
        <input className="input font-mono" required value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Kind</span>
        <select className="select" value={kind} onChange={(e) => setKind(e.target.value as SpecKind)}>
          {KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      {kind !== "text" && (
        <label className="flex flex-col gap-1">
          <span className="text-sm">{kind === "number" ? "Unit" : "Choices, comma separated"}</span>
          <input className="input" value={extra} onChange={(e) => setExtra(e.target.value)} />
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        Add specification
      </button>
    </form>
  );
}
