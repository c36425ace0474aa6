import type { Checkout } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useAddressBook } from "../../features/cart/api/addresses.ts";
import { useCheckout } from "../../features/cart/api/checkout.ts";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { useShippingMethods } from "../../features/cart/api/get-shipping-methods.ts";
import { CartLines } from "../../features/cart/components/cart-lines.tsx";
import { CartNotices } from "../../features/cart/components/cart-notices.tsx";
import { type CheckoutFields, CheckoutForm } from "../../features/cart/components/checkout-form.tsx";
import { DiscountCodeForm } from "../../features/cart/components/discount-code-form.tsx";
import { ShippingChoice } from "../../features/cart/components/shipping-choice.tsx";
import { TotalsTable } from "../../features/cart/components/totals.tsx";
import { useLineFitWarnings } from "../../features/garage/components/line-fit-warning.tsx";
import { orderKeys } from "../../features/orders/api/keys.ts";
import { partKeys } from "../../features/parts/index.ts";
import { toast } from "../../lib/toast.tsx";

export const ORDER_PLACED = "Your order is placed: pay for it to have it shipped";

/**
 * /checkout (signed in): the cart's lines, an address (the default one or the last order's
 * prefilled), a shipping method and the totals for them; 'Place order' makes one order of the
 * whole cart and goes on to pay for it, as the single part's order does.
 */
export default function CheckoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const book = useAddressBook();
  const methods = useShippingMethods();
  const [fields, setFields] = useState<CheckoutFields>({ phone: "", address: "", country: "", saveAddress: false });
  const [prefilled, setPrefilled] = useState(false);
  const [shippingMethodId, setShippingMethodId] = useState<string>();
  const country = /^[A-Z]{2}$/.test(fields.country) ? fields.country : undefined;
  const cart = useCart({ ...(shippingMethodId && { shippingMethodId }), ...(country && { country }) });
  const data = cart.query.data;
  const fitWarning = useLineFitWarnings(data?.lines.map((line) => line.partId) ?? []);

  useEffect(() => {
    const prefill = book.data?.prefill;
    if (prefilled || !book.data) return;
    setPrefilled(true);
    if (prefill)
      setFields((f) => ({ ...f, phone: prefill.phone, address: prefill.address, country: prefill.country ?? "" }));
  }, [book.data, prefilled]);

  const checkout = useCheckout(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]),
  );
  const place = (order: Checkout) =>
    checkout.mutate(order, {
      onSuccess: (answer) => {
        toast.success(ORDER_PLACED);
        void navigate((data?.total ?? 0) > 0 ? `/deshboard/payment/${answer.insertedId}` : "/deshboard/myorders");
      },
    });

  // On a phone the summary (lines, shipping, totals) comes first, so 'Place order' is after them.
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle page="Checkout" />
      <h1 className="mb-6 text-3xl font-bold">Checkout</h1>
      <QueryState query={cart.query}>
        {(current) =>
          current.lines.length === 0 && !checkout.isSuccess ? (
            <EmptyState
              Icon={ShoppingCart}
              title="Your cart is empty"
              action={
                <Link to="/parts" className="btn btn-primary">
                  Browse the parts
                </Link>
              }
            />
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
              <div className="card border border-base-300 bg-base-100">
                <div className="card-body">
                  <h2 className="card-title">Deliver to</h2>
                  <QueryState query={book}>
                    {(addresses) => (
                      <CheckoutForm
                        addresses={addresses.addresses}
                        fields={fields}
                        onFields={setFields}
                        shippingMethodId={shippingMethodId ?? current.shippingMethodId}
                        // Until the cart is priced for the method just chosen, its totals are the
                        // last method's: the order waits for the customer to see the right ones.
                        busy={checkout.isPending || cart.query.isPlaceholderData}
                        onPlace={place}
                      />
                    )}
                  </QueryState>
                </div>
              </div>
              <aside
                className="card order-first border border-base-300 bg-base-100 lg:order-none"
                aria-label="Order summary"
              >
                <div className="card-body gap-4">
                  <CartNotices notices={current.notices} />
                  <CartLines lines={current.lines} note={fitWarning} />
                  <Link to="/cart" className="link link-primary text-sm">
                    Change the cart
                  </Link>
                  <ShippingChoice
                    methods={methods.data ?? []}
                    chosen={shippingMethodId ?? current.shippingMethodId}
                    onChoose={setShippingMethodId}
                  />
                  <DiscountCodeForm applied={current.discountCode} />
                  <TotalsTable
                    totals={current}
                    discountCode={current.discountCode?.applied ? current.discountCode.code : null}
                  />
                </div>
              </aside>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
