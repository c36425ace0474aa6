import type { ShippingMethod } from "@shop/contract";
import { price } from "../money.ts";

/** What a method costs, in words: the price, free above a subtotal, by weight, or collected. */
export function shippingTerms(method: ShippingMethod) {
  switch (method.kind) {
    case "flat":
      return price(method.price);
    case "freeAbove":
      return `${price(method.price)}, free from ${price(method.freeAbove ?? 0)}`;
    case "weight":
      return "By weight";
    case "pickup":
      return "Collect at the shop";
  }
}

/**
 * The shipping methods as radio buttons; the cart's totals are priced for the one chosen. `chosen`
 * is the customer's pick as soon as it is made: the totals keep the last method's price until the
 * cart is priced again, but the radio must not fall back to it meanwhile.
 */
export function ShippingChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: ShippingMethod[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  if (methods.length === 0) return <p className="text-sm">The shop offers no shipping method yet.</p>;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Shipping method</legend>
      {methods.map((m) => (
        <label key={m._id} className="label cursor-pointer justify-between gap-2 py-1 text-base-content">
          <span className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm radio-primary"
              name="shippingMethod"
              value={m._id}
              checked={chosen === m._id}
              onChange={() => onChoose(m._id)}
            />
            {m.name}
          </span>
          <span className="text-sm">{shippingTerms(m)}</span>
        </label>
      ))}
    </fieldset>
  );
}
