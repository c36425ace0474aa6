import type { BikeStandard, Standards } from "@shop/contract";
import { type FormEvent, useId, useState } from "react";
import { useBikeStandards } from "../api/garage.ts";

/**
 * A bike entered by hand: its name and the standards the rider knows, each a choice or a
 * number; those left blank stay unknown (a part that depends on one says 'Cannot tell').
 */
export function ByHandForm({ onAdd, busy }: { onAdd(name: string, standards: Standards): void; busy: boolean }) {
  const standards = useBikeStandards();
  const [name, setName] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen: Standards = {};
    for (const s of standards.data ?? []) {
      const v = (values[s.key] ?? "").trim();
      if (!v) continue;
      if (s.kind === "number") {
        if (!/^\d+(\.\d+)?$/.test(v)) {
          setError(`${s.label} must be a number`);
          return;
        }
        chosen[s.key] = Number(v);
      } else chosen[s.key] = v;
    }
    if (Object.keys(chosen).length === 0) {
      setError("Fill in at least one standard");
      return;
    }
    setError("");
    onAdd(name.trim(), chosen);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Enter your bike by hand">
      <label className="form-control">
        <span className="label-text mb-1">Name</span>
        <input
          className="input w-full"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder="My bike"
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        {standards.data?.map((s) => (
          <StandardField
            key={s.key}
            standard={s}
            value={values[s.key] ?? ""}
            onChange={(value) => setValues({ ...values, [s.key]: value })}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={busy || !standards.data}>
        Add this bike
      </button>
    </form>
  );
}

function StandardField({
  standard,
  value,
  onChange,
}: {
  standard: BikeStandard;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="form-control">
      <label htmlFor={id} className="label-text mb-1">
        {standard.label}
        {standard.unit ? ` (${standard.unit})` : ""}
      </label>
      {standard.kind === "choice" ? (
        <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Not known</option>
          {standard.choices?.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="input w-full"
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
