import { cartMessages } from "@shop/contract/messages";
import { price } from "../money.ts";

type Totals = {
  subtotal: number;
  /** What a discount code took off the lines (issue 31); 0 when none. */
  discount?: number;
  shipping: number;
  tax: number;
  total: number;
  pricesIncludeTax: boolean;
  /** A cart's: false when the chosen method does not take its lines (heavier than its bands). */
  shippingAvailable?: boolean;
};

/**
 * The money of a cart or an order, as the server computed it: subtotal, its discount, shipping,
 * tax, total.
 * Prices that include tax show the tax as part of the total, not added to it.
 */
export function TotalsTable({
  totals,
  shippingName,
  discountCode,
}: {
  totals: Totals;
  shippingName?: string | null;
  discountCode?: string | null;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label="Totals">
      <dt>Subtotal</dt>
      <dd className="text-right">{price(totals.subtotal)}</dd>
      {!!totals.discount && (
        <>
          <dt>Discount{discountCode ? ` (${discountCode})` : ""}</dt>
          <dd className="text-right text-success" data-testid="cart-discount">
            -{price(totals.discount)}
          </dd>
        </>
      )}
      <dt>Shipping{shippingName ? ` (${shippingName})` : ""}</dt>
      <dd className="text-right">{price(totals.shipping)}</dd>
      <dt>{totals.pricesIncludeTax ? "Tax included" : "Tax"}</dt>
      <dd className="text-right">{price(totals.tax)}</dd>
      {totals.shippingAvailable === false && (
        <dd role="alert" className="col-span-2 text-sm text-error">
          {cartMessages.shippingMethodUnavailable}
        </dd>
      )}
      <dt className="border-t border-base-300 pt-1 text-lg font-bold">Total</dt>
      <dd className="border-t border-base-300 pt-1 text-right text-lg font-bold" data-testid="cart-total">
        {price(totals.total)}
      </dd>
    </dl>
  );
}
