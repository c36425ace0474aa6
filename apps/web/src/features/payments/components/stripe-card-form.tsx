import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/error-message.ts";
import type { CardFormProps } from "./card-form-props.ts";

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js comes from Stripe's own address, once per key. */
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
};

function StripeForm({ clientSecret, billing, onPaid, done }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState("");
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setCardError("");
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: billing },
    });
    if (error) setCardError(error.message ?? "The payment failed.");
    else if (paymentIntent) await onPaid(paymentIntent.id).catch((err) => setCardError(errorMessage(err)));
    setBusy(false);
  }

  return (
    <form onSubmit={pay} className="flex flex-col gap-3">
      <div className="rounded-field border border-base-300 p-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={!stripe || !clientSecret || busy || done}>
        {busy && <span className="spinner spinner-sm" />}
        Pay
      </button>
      {cardError && <p className="text-error">{cardError}</p>}
    </form>
  );
}

/** Stripe Elements: the card data goes from the page to Stripe, never through our server. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}
