import {
  DISCOUNT_KINDS,
  DISCOUNT_SCOPES,
  type DiscountCreate,
  type DiscountKind,
  type DiscountScope,
  discountCreateSchema,
} from "@shop/contract";
import { useState } from "react";
import { FormField } from "../../../components/form-field.tsx";

const KIND_NAMES: Record<DiscountKind, string> = { percent: "Percentage", fixed: "Fixed amount" };
const SCOPE_NAMES: Record<DiscountScope, string> = {
  order: "The whole order",
  category: "A category (with its subcategories)",
  brand: "A brand",
};

/** A category or brand to choose from: its slug and name. */
export type Choice = { slug: string; name: string };

type Fields = {
  code: string;
  kind: DiscountKind;
  value: string;
  scope: DiscountScope;
  category: string;
  brand: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
};
const EMPTY: Fields = {
  code: "",
  kind: "percent",
  value: "",
  scope: "order",
  category: "",
  brand: "",
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};

const number = (text: string) => (text.trim() === "" ? null : Number(text));
/** A datetime-local box's value is the browser's own time; the API takes it as an instant. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

function check(f: Fields) {
  const checked = discountCreateSchema.safeParse({
    code: f.code,
    kind: f.kind,
    value: number(f.value) ?? undefined,
    scope: f.scope,
    category: f.scope === "category" ? f.category || null : null,
    brand: f.scope === "brand" ? f.brand || null : null,
    minSubtotal: number(f.minSubtotal),
    startsAt: instant(f.startsAt),
    endsAt: instant(f.endsAt),
    usageLimit: number(f.usageLimit),
    perCustomerLimit: number(f.perCustomerLimit),
  });
  if (checked.success) return { code: checked.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0] ?? "code")] ??= issue.message;
  return { code: null, errors };
}

/** The owner's form for a new discount code, checked by the contract before it is sent. */
export function DiscountForm({
  categories,
  brands,
  busy,
  onSave,
}: {
  categories: Choice[];
  brands: Choice[];
  busy: boolean;
  onSave: (code: DiscountCreate) => void;
}) {
  const [f, setF] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));
  const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: [string, string][],
    error?: string,
  ) => (
    <label className="form-control w-full">
      <span className="label pb-1">
        <span className="label-text">{label}</span>
      </span>
      <select className="select select-bordered w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </select>
      {error && <span className="text-sm text-error">{error}</span>}
    </label>
  );

  return (
    <form
      noValidate
      aria-label="Add a discount code"
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const { code, errors: found } = check(f);
        setErrors(found);
        if (code) onSave(code);
      }}
    >
      <FormField label="Code" value={f.code} error={errors.code} onChange={(e) => set({ code: e.target.value })} />
      {select(
        "Kind",
        f.kind,
        (v) => set({ kind: v as DiscountKind }),
        DISCOUNT_KINDS.map((k) => [k, KIND_NAMES[k]]),
      )}
      <FormField
        label={f.kind === "percent" ? "Percent off" : "Amount off ($)"}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        value={f.value}
        error={errors.value}
        onChange={(e) => set({ value: e.target.value })}
      />
      {select(
        "Applies to",
        f.scope,
        (v) => set({ scope: v as DiscountScope }),
        DISCOUNT_SCOPES.map((s) => [s, SCOPE_NAMES[s]]),
        errors.scope,
      )}
      {f.scope === "category" &&
        select("Category", f.category, (v) => set({ category: v }), [
          ["", "Choose a category"],
          ...categories.map((c): [string, string] => [c.slug, c.name]),
        ])}
      {f.scope === "brand" &&
        select("Brand", f.brand, (v) => set({ brand: v }), [
          ["", "Choose a brand"],
          ...brands.map((b): [string, string] => [b.slug, b.name]),
        ])}
      <FormField
        label="Minimum subtotal ($, optional)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        value={f.minSubtotal}
        error={errors.minSubtotal}
        onChange={(e) => set({ minSubtotal: e.target.value })}
      />
      <FormField
        label="Starts (optional)"
        type="datetime-local"
        value={f.startsAt}
        error={errors.startsAt}
        onChange={(e) => set({ startsAt: e.target.value })}
      />
      <FormField
        label="Ends (optional)"
        type="datetime-local"
        value={f.endsAt}
        error={errors.endsAt}
        onChange={(e) => set({ endsAt: e.target.value })}
      />
      <FormField
        label="Uses in all (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        value={f.usageLimit}
        error={errors.usageLimit}
        onChange={(e) => set({ usageLimit: e.target.value })}
      />
      <FormField
        label="Uses per customer (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        value={f.perCustomerLimit}
        error={errors.perCustomerLimit}
        onChange={(e) => set({ perCustomerLimit: e.target.value })}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
        Add code
      </button>
    </form>
  );
}
