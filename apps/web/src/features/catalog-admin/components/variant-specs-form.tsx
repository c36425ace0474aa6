import type { Part, SpecDefinition, SpecValue } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useUpdateVariantSpecs } from "../api/product.ts";

/**
 * One variant's specification values, one field per definition its category has (its own and its
 * ancestors'): a number, one of the choices, or a text; an empty field has no value. The server
 * checks them against the same definitions and says what does not fit.
 */
export function VariantSpecsForm({
  productId,
  variant,
  definitions,
  onDone,
}: {
  productId: string;
  variant: Part;
  definitions: SpecDefinition[];
  onDone(): void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(definitions.map((d) => [d.key, String(variant.specs[d.key] ?? "")])),
  );
  const update = useUpdateVariantSpecs(productId);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const specs: Record<string, SpecValue> = {};
    for (const d of definitions) {
      const text = values[d.key]?.trim() ?? "";
      if (text === "") continue;
      // A number field's text that is not a number goes as it is: the server's refusal names it.
      specs[d.key] = d.kind === "number" && Number.isFinite(Number(text)) ? Number(text) : text;
    }
    update.mutate(
      { variantId: variant._id, body: { specs } },
      {
        onSuccess: () => {
          toast.success(`Saved the specifications of ${variant.sku}`);
          onDone();
        },
      },
    );
  };

  if (definitions.length === 0)
    return <p className="text-sm">The product's category defines no specifications: choose one that does first.</p>;
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      aria-label={`Specifications of ${variant.sku}`}
    >
      {definitions.map((d) => {
        const label = d.unit ? `${d.label} (${d.unit})` : d.label;
        const set = (value: string) => setValues((v) => ({ ...v, [d.key]: value }));
        const id = `spec-${variant._id}-${d.key}`;
        return (
          <div key={d.key} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm">
              {label}
            </label>
            {d.kind === "choice" ? (
              <select id={id} className="select" value={values[d.key] ?? ""} onChange={(e) => set(e.target.value)}>
                <option value="">(none)</option>
                {(d.choices ?? []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                className="input"
                inputMode={d.kind === "number" ? "decimal" : undefined}
                value={values[d.key] ?? ""}
                onChange={(e) => set(e.target.value)}
              />
            )}
          </div>
        );
      })}
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        Save specifications
      </button>
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
