import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { useOrder } from "../../features/orders/api/get-order.ts";
import { useMarkPaid } from "../../features/orders/api/mark-paid.ts";
import { usePaymentIntent } from "../../features/payments/api/create-payment-intent.ts";
import { usePaymentConfig } from "../../features/payments/api/get-payment-config.ts";
import { OrderSummary } from "../../features/payments/components/order-summary.tsx";
import { SandboxCardForm } from "../../features/payments/components/sandbox-card-form.tsx";
import { errorMessage } from "../../lib/error-message.ts";

// Stripe's SDK is loaded only where Stripe is the provider.
const StripeCardForm = lazy(() => import("../../features/payments/components/stripe-card-form.tsx"));

export default function PaymentPage() {
  const { orderId = "" } = useParams();
  const order = useOrder(orderId);
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order.data);
  const markPaid = useMarkPaid(orderId);
  const [transactionId, setTransactionId] = useState("");

  async function onPaid(id: string) {
    await markPaid.mutateAsync(id);
    setTransactionId(id);
  }

  return (
    <section>
      <PageTitle page="Payment" />
      <QueryState query={order}>
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <OrderSummary order={data} />
            <div className="card bg-base-100 shadow-md">
              <div className="card-body gap-3">
                <h3 className="card-title">Pay by card</h3>
                {data.paid && !transactionId ? (
                  <p>
                    <span className="badge badge-success">Paid</span> Transaction id:{" "}
                    <span className="font-mono">{data.transactionId}</span>
                  </p>
                ) : (
                  <QueryState query={config}>
                    {(provider) => {
                      const props = {
                        clientSecret: intent.data?.clientSecret,
                        billing: { name: data.userName, email: data.email },
                        onPaid,
                        done: Boolean(transactionId),
                      };
                      return provider.provider === "stripe" ? (
                        <Suspense fallback={<Spinner />}>
                          <StripeCardForm {...props} publishableKey={provider.publishableKey} />
                        </Suspense>
                      ) : (
                        <SandboxCardForm {...props} />
                      );
                    }}
                  </QueryState>
                )}
                {intent.isError && <p className="text-error">{errorMessage(intent.error)}</p>}
                {transactionId && (
                  <div className="text-success">
                    <p className="font-semibold">Congrats! Your payment is Complete.</p>
                    <p>
                      Your transaction Id: <span className="font-mono font-bold">{transactionId}</span>
                    </p>
                  </div>
                )}
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
