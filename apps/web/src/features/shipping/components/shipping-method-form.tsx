import {
  SHIPPING_KINDS,
  type ShippingKind,
  type ShippingMethod,
  type ShippingMethodCreate,
  shippingMethodCreateSchema,
  WEIGHT_BANDS_MAX,
} from "@shop/contract";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { FormField } from "../../../components/form-field.tsx";

const KIND_NAMES: Record<ShippingKind, string> = {
  flat: "Flat rate",
  freeAbove: "Free above a subtotal",
  weight: "By weight bands",
  pickup: "Pickup at the shop",
};
export const kindName = (kind: ShippingKind) => KIND_NAMES[kind];

type Band = { upToGrams: string; price: string };
type Fields = {
  name: string;
  kind: ShippingKind;
  price: string;
  freeAbove: string;
  bands: Band[];
  active: boolean;
  position: string;
};

const fieldsOf = (m?: ShippingMethod): Fields => ({
  name: m?.name ?? "",
  kind: m?.kind ?? "flat",
  price: m ? String(m.price) : "",
  freeAbove: m?.freeAbove === null || m?.freeAbove === undefined ? "" : String(m.freeAbove),
  bands: (m?.bands ?? []).map((b) => ({ upToGrams: String(b.upToGrams), price: String(b.price) })),
  active: m?.active ?? true,
  position: m ? String(m.position) : "0",
});

/** An empty box is a missing number, which the contract's check names. */
const number = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** What the form holds as the API takes it, checked by the contract; only the kind's own fields are sent. */
function check(f: Fields) {
  const checked = shippingMethodCreateSchema.safeParse({
    name: f.name,
    kind: f.kind,
    price: f.kind === "flat" || f.kind === "freeAbove" ? number(f.price) : 0,
    freeAbove: f.kind === "freeAbove" ? (number(f.freeAbove) ?? null) : null,
    bands: f.kind === "weight" ? f.bands.map((b) => ({ upToGrams: number(b.upToGrams), price: number(b.price) })) : [],
    active: f.active,
    position: number(f.position),
  });
  if (checked.success) return { method: checked.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { method: null, errors };
}

/**
 * A shipping method's form, for a new one or to change `method`: its name and kind, and the
 * kind's price, threshold or weight bands; inactive methods are kept but not offered.
 */
export function ShippingMethodForm({
  method,
  busy,
  onSave,
  onCancel,
}: {
  method?: ShippingMethod;
  busy: boolean;
  onSave: (method: ShippingMethodCreate) => void;
  onCancel?: () => void;
}) {
  const [f, setF] = useState(() => fieldsOf(method));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));
  const setBand = (i: number, patch: Partial<Band>) =>
    set({ bands: f.bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      aria-label={method ? `Change ${method.name}` : "Add a shipping method"}
      onSubmit={(e) => {
        e.preventDefault();
        const { method: checked, errors: found } = check(f);
        setErrors(found);
        if (checked) onSave(checked);
      }}
    >
      <FormField label="Name" value={f.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <label className="form-control w-full">
        <span className="label pb-1">
          <span className="label-text">Kind</span>
        </span>
        <select
          className="select select-bordered w-full"
          value={f.kind}
          onChange={(e) => set({ kind: e.target.value as ShippingKind })}
        >
          {SHIPPING_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindName(k)}
            </option>
          ))}
        </select>
      </label>
      {(f.kind === "flat" || f.kind === "freeAbove") && (
        <FormField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          value={f.price}
          error={errors.price}
          onChange={(e) => set({ price: e.target.value })}
        />
      )}
      {f.kind === "freeAbove" && (
        <FormField
          label="Free from a subtotal of ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          value={f.freeAbove}
          error={errors.freeAbove}
          onChange={(e) => set({ freeAbove: e.target.value })}
        />
      )}
      {f.kind === "weight" && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Weight bands, lightest first</legend>
          {f.bands.map((band, i) => (
            // Bands have no id of their own: their place is what tells them apart.
            <div key={i} className="flex items-end gap-2">
              <FormField
                label="Up to grams"
                type="number"
                inputMode="numeric"
                min={1}
                value={band.upToGrams}
                onChange={(e) => setBand(i, { upToGrams: e.target.value })}
              />
              <FormField
                label="Price ($)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0}
                value={band.price}
                onChange={(e) => setBand(i, { price: e.target.value })}
              />
              <button
                type="button"
                className="btn btn-ghost btn-square"
                aria-label={`Remove band ${i + 1}`}
                onClick={() => set({ bands: f.bands.filter((_, j) => j !== i) })}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          ))}
          {errors.bands && <p className="text-sm text-error">{errors.bands}</p>}
          <button
            type="button"
            className="btn btn-outline btn-sm w-fit"
            disabled={f.bands.length >= WEIGHT_BANDS_MAX}
            onClick={() => set({ bands: [...f.bands, { upToGrams: "", price: "" }] })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add a band
          </button>
        </fieldset>
      )}
      <FormField
        label="Position in the list"
        type="number"
        inputMode="numeric"
        min={0}
        value={f.position}
        error={errors.position}
        onChange={(e) => set({ position: e.target.value })}
      />
      <label className="label cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={f.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
        Offered to customers
      </label>
      <div className="mt-2 flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner spinner-sm" />}
          {method ? "Save" : "Add method"}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
