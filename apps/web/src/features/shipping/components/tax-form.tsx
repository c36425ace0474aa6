import { COUNTRY_RATES_MAX, type TaxSettings, taxSettingsSchema } from "@shop/contract";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { FormField } from "../../../components/form-field.tsx";

type Fields = {
  pricesIncludeTax: boolean;
  rate: string;
  shippingTaxed: boolean;
  homeCountry: string;
  countryRates: { country: string; rate: string }[];
};

const fieldsOf = (t: TaxSettings): Fields => ({
  pricesIncludeTax: t.pricesIncludeTax,
  rate: String(t.rate),
  shippingTaxed: t.shippingTaxed,
  homeCountry: t.homeCountry,
  countryRates: t.countryRates.map((r) => ({ country: r.country, rate: String(r.rate) })),
});

const number = (text: string) => (text.trim() === "" ? undefined : Number(text));

function check(f: Fields) {
  const checked = taxSettingsSchema.safeParse({
    pricesIncludeTax: f.pricesIncludeTax,
    rate: number(f.rate),
    shippingTaxed: f.shippingTaxed,
    homeCountry: f.homeCountry.trim().toUpperCase(),
    countryRates: f.countryRates.map((r) => ({ country: r.country.trim().toUpperCase(), rate: number(r.rate) })),
  });
  if (checked.success) return { settings: checked.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { settings: null, errors };
}

/**
 * The shop's tax: whether its prices include tax, the rate (and a rate per country of the
 * shipping address, where it differs), whether shipping is taxed, and the shop's own country.
 */
export function TaxForm({
  settings,
  busy,
  onSave,
}: {
  settings: TaxSettings;
  busy: boolean;
  onSave: (settings: TaxSettings) => void;
}) {
  const [f, setF] = useState(() => fieldsOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));
  const setRate = (i: number, patch: Partial<Fields["countryRates"][number]>) =>
    set({ countryRates: f.countryRates.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-2"
      aria-label="Tax settings"
      onSubmit={(e) => {
        e.preventDefault();
        const { settings: checked, errors: found } = check(f);
        setErrors(found);
        if (checked) onSave(checked);
      }}
    >
      <label className="label cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={f.pricesIncludeTax}
          onChange={(e) => set({ pricesIncludeTax: e.target.checked })}
        />
        Prices include tax
      </label>
      <label className="label cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={f.shippingTaxed}
          onChange={(e) => set({ shippingTaxed: e.target.checked })}
        />
        Shipping is taxed
      </label>
      <FormField
        label="Tax rate (%)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        max={100}
        value={f.rate}
        error={errors.rate}
        onChange={(e) => set({ rate: e.target.value })}
      />
      <FormField
        label="The shop's country (two letters, such as DE)"
        maxLength={2}
        value={f.homeCountry}
        error={errors.homeCountry}
        onChange={(e) => set({ homeCountry: e.target.value.toUpperCase() })}
      />
      <fieldset className="fieldset">
        <legend className="fieldset-legend">Rates by the shipping address's country</legend>
        {f.countryRates.map((r, i) => (
          // Rows are told apart by their place while being typed; the country is checked on saving.
          <div key={i} className="flex items-end gap-2">
            <FormField
              label="Country"
              maxLength={2}
              value={r.country}
              onChange={(e) => setRate(i, { country: e.target.value.toUpperCase() })}
            />
            <FormField
              label="Rate (%)"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              max={100}
              value={r.rate}
              onChange={(e) => setRate(i, { rate: e.target.value })}
            />
            <button
              type="button"
              className="btn btn-ghost btn-square"
              aria-label={`Remove the rate of ${r.country || `row ${i + 1}`}`}
              onClick={() => set({ countryRates: f.countryRates.filter((_, j) => j !== i) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {errors.countryRates && <p className="text-sm text-error">{errors.countryRates}</p>}
        <button
          type="button"
          className="btn btn-outline btn-sm w-fit"
          disabled={f.countryRates.length >= COUNTRY_RATES_MAX}
          onClick={() => set({ countryRates: [...f.countryRates, { country: "", rate: "" }] })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add a country's rate
        </button>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-2 w-fit" disabled={busy}>
        {busy && <span className="spinner spinner-sm" />}
        Save
      </button>
    </form>
  );
}
