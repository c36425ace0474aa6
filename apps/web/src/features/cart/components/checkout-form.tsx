import { type Checkout, checkoutSchema, type SavedAddress } from "@shop/contract";
import { useState } from "react";
import { FormError, FormField } from "../../../components/form-field.tsx";

export type CheckoutFields = { phone: string; address: string; country: string; saveAddress: boolean };

/** The fields' messages from the contract's own checks, by field. */
function problems(fields: CheckoutFields, shippingMethodId: string | null) {
  const checked = checkoutSchema.safeParse({
    phone: fields.phone,
    address: fields.address,
    shippingMethodId: shippingMethodId ?? "",
    country: fields.country.trim() ? fields.country.trim().toUpperCase() : undefined,
    saveAddress: fields.saveAddress,
  });
  if (checked.success) return { checkout: checked.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { checkout: null, errors };
}

/**
 * The checkout's address: the saved ones to choose from (the default chosen first), or a phone,
 * an address and its country typed, optionally kept in the address book.
 */
export function CheckoutForm({
  addresses,
  fields,
  onFields,
  shippingMethodId,
  busy,
  onPlace,
}: {
  addresses: SavedAddress[];
  fields: CheckoutFields;
  onFields: (fields: CheckoutFields) => void;
  shippingMethodId: string | null;
  busy: boolean;
  onPlace: (checkout: Checkout) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<CheckoutFields>) => onFields({ ...fields, ...patch });
  const chosen = addresses.find((a) => a.phone === fields.phone && a.address === fields.address);

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const { checkout, errors: found } = problems(fields, shippingMethodId);
        setErrors(found);
        if (checkout) onPlace(checkout);
      }}
    >
      {addresses.length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Saved addresses</legend>
          {addresses.map((a) => (
            <label key={a._id} className="label cursor-pointer items-start gap-2 py-1 text-base-content">
              <input
                type="radio"
                className="radio radio-sm radio-primary mt-1"
                name="savedAddress"
                checked={chosen?._id === a._id}
                onChange={() => set({ phone: a.phone, address: a.address, country: a.country ?? "" })}
              />
              <span className="whitespace-normal">
                {a.label && <span className="font-semibold">{a.label}: </span>}
                {a.address}
                {a.country ? `, ${a.country}` : ""} ({a.phone})
                {a.isDefault && <span className="badge badge-ghost badge-sm ml-1">Default</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <FormField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        error={errors.phone}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <FormField
        label="Address"
        autoComplete="street-address"
        value={fields.address}
        error={errors.address}
        onChange={(e) => set({ address: e.target.value })}
      />
      <FormField
        label="Country (two letters, such as DE)"
        autoComplete="country"
        maxLength={2}
        value={fields.country}
        error={errors.country}
        onChange={(e) => set({ country: e.target.value.toUpperCase() })}
      />
      {!chosen && (
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={fields.saveAddress}
            onChange={(e) => set({ saveAddress: e.target.checked })}
          />
          Save this address in my address book
        </label>
      )}
      <FormError>{errors.shippingMethodId}</FormError>
      <button type="submit" className="btn btn-primary mt-2" disabled={busy || !shippingMethodId}>
        {busy && <span className="spinner spinner-sm" />}
        Place order
      </button>
    </form>
  );
}
