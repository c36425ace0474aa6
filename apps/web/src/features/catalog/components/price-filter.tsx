import type { Facets } from "@shop/contract";
import { Form } from "react-router";

/**
 * The price range: a GET form, so it works without scripts. It carries the other filters as
 * hidden fields and goes to the first page; the cheapest and dearest part the other filters
 * leave are its placeholders.
 */
export function PriceFilter({
  action,
  hidden,
  minPrice,
  maxPrice,
  range,
}: {
  action: string;
  hidden: [string, string][];
  minPrice: string;
  maxPrice: string;
  range: Facets["price"];
}) {
  return (
    <section aria-labelledby="facet-price" className="border-t border-base-300 py-3">
      <h3 id="facet-price" className="mb-2 text-sm font-semibold uppercase tracking-wide text-base-content/80">
        Price
      </h3>
      {/* A new range shows other parts: the form's key refills it when the address changes. */}
      <Form
        method="get"
        action={action}
        preventScrollReset
        key={`${minPrice}-${maxPrice}`}
        className="flex flex-col gap-2"
      >
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div className="flex items-end gap-2">
          <PriceInput name="minPrice" label="Min $" value={minPrice} placeholder={range?.min} />
          <span aria-hidden="true" className="pb-2">
            –
          </span>
          <PriceInput name="maxPrice" label="Max $" value={maxPrice} placeholder={range?.max} />
        </div>
        <button type="submit" className="btn btn-sm btn-outline">
          Apply price
        </button>
      </Form>
    </section>
  );
}

function PriceInput({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: number;
}) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-sm">
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step={0.01}
        inputMode="decimal"
        defaultValue={value}
        placeholder={
          placeholder === undefined
            ? undefined
            : String(name === "minPrice" ? Math.floor(placeholder) : Math.ceil(placeholder))
        }
        className="input input-sm w-full"
      />
    </label>
  );
}
