import type { CartLine, CartNotice } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { useShippingMethods } from "../../features/cart/api/get-shipping-methods.ts";
import { useSetCartLine } from "../../features/cart/api/set-line.ts";
import { CartLines } from "../../features/cart/components/cart-lines.tsx";
import { CartNotices } from "../../features/cart/components/cart-notices.tsx";
import { DiscountCodeForm } from "../../features/cart/components/discount-code-form.tsx";
import { ShippingChoice } from "../../features/cart/components/shipping-choice.tsx";
import { TotalsTable } from "../../features/cart/components/totals.tsx";
import { useAddFromAddress } from "../../features/cart/use-add-from-address.ts";
import { keepVisitorLines } from "../../features/cart/visitor-cart-changes.ts";
import { useLineFitWarnings } from "../../features/garage/components/line-fit-warning.tsx";
import { partQueryOptions } from "../../features/parts/api/get-part.ts";
import { errorMessage } from "../../lib/error-message.ts";

/**
 * /cart: the cart's lines with their current prices (a price changed since a line was added is
 * marked), quantities kept between each part's minimum and its stock, the shipping method priced,
 * the tax and the total; a visitor's cart too, priced by the server from the browser's lines. A
 * line that does not fit the active bike says so, and why, without holding the checkout back.
 * 'Add to cart' arrives here as /cart?add={partId}.
 */
export default function CartPage() {
  const queryClient = useQueryClient();
  const loadPart = useCallback((id: string) => queryClient.fetchQuery(partQueryOptions(id)), [queryClient]);
  const { adding } = useAddFromAddress(loadPart);
  const [shippingMethodId, setShippingMethodId] = useState<string>();
  const cart = useCart(shippingMethodId ? { shippingMethodId } : {});
  const methods = useShippingMethods();
  const setLine = useSetCartLine();
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const data = cart.query.data;
  const fitWarning = useLineFitWarnings(data?.lines.map((line) => line.partId) ?? []);

  // Notices are said once by the server: they stay on screen until the next ones.
  useEffect(() => {
    if (data && data.notices.length > 0) setNotices(data.notices);
  }, [data]);
  // The browser's lines follow what the server priced: a part gone, a quantity lowered.
  useEffect(() => {
    if (data && !cart.signedIn && !cart.query.isPlaceholderData) keepVisitorLines(data.lines);
  }, [data, cart.signedIn, cart.query.isPlaceholderData]);

  const change = (line: CartLine, quantity: number) =>
    setLine.mutate({ partId: line.partId, quantity, price: line.unitPrice });

  const empty =
    !adding && !cart.pending && ((!cart.signedIn && cart.visitorLines.length === 0) || data?.lines.length === 0);
  let body: ReactNode;
  if (empty) {
    body = (
      <EmptyState
        Icon={ShoppingCart}
        title="Your cart is empty"
        action={
          <Link to="/parts" className="btn btn-primary">
            Browse the parts
          </Link>
        }
      >
        Add parts from the catalog, then check out once for all of them.
      </EmptyState>
    );
  } else if (cart.query.isError) {
    body = (
      <div role="alert" className="alert alert-error">
        {errorMessage(cart.query.error)}
      </div>
    );
  } else if (!data) {
    body = <Spinner />;
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body py-2">
            <CartLines lines={data.lines} busy={setLine.isPending} onQuantity={change} note={fitWarning} />
          </div>
        </div>
        <aside className="card border border-base-300 bg-base-100" aria-label="Order summary">
          <div className="card-body gap-4">
            <ShippingChoice
              methods={methods.data ?? []}
              chosen={shippingMethodId ?? data.shippingMethodId}
              onChoose={setShippingMethodId}
            />
            {cart.signedIn ? (
              <DiscountCodeForm applied={data.discountCode} />
            ) : (
              <p className="text-sm text-base-content/70">
                <Link to="/login" state={{ from: { pathname: "/cart", search: "" } }} className="link">
                  Sign in
                </Link>{" "}
                to use a discount code.
              </p>
            )}
            <TotalsTable totals={data} discountCode={data.discountCode?.applied ? data.discountCode.code : null} />
            <p className="text-xs text-base-content/70">
              {data.pricesIncludeTax ? "Prices include tax." : "Tax is added to the prices."} Tax is that of{" "}
              {data.country}; at checkout it is that of your address's country.
            </p>
            <Link to="/checkout" className="btn btn-primary">
              Checkout
            </Link>
          </div>
        </aside>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle page="Cart" />
      <h1 className="mb-6 text-3xl font-bold">Your cart</h1>
      <CartNotices notices={notices} />
      {body}
    </section>
  );
}
