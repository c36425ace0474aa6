import { zodResolver } from "@hookform/resolvers/zod";
import { type CardForm, cardFormSchema } from "@shop/contract/orders";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { confirmSandboxPayment } from "../api/confirm-sandbox-payment.ts";
import type { CardFormProps } from "./card-form-props.ts";

/** The sandbox's own card form; test cards behave as in Stripe's test mode. */
export function SandboxCardForm({ clientSecret, billing, onPaid, done }: CardFormProps) {
  const [cardError, setCardError] = useState("");
  const form = useForm<CardForm>({ resolver: zodResolver(cardFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ number, expiry, cvc }) => {
    if (!clientSecret) return;
    setCardError("");
    const [month = "", year = ""] = expiry.split("/").map((s) => s.trim());
    try {
      const payment = await confirmSandboxPayment({
        clientSecret,
        card: { number, expMonth: Number(month), expYear: Number(year), cvc },
        billing,
      });
      await onPaid(payment.id);
    } catch (err) {
      setCardError(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={errors.number?.message}
        {...form.register("number")}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="12/34"
          error={errors.expiry?.message}
          {...form.register("expiry")}
        />
        <FormField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register("cvc")}
        />
      </div>
      <p className="text-xs text-base-content/70">
        Test mode: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. No real card is charged.
      </p>
      <button type="submit" className="btn btn-primary mt-2" disabled={!clientSecret || isSubmitting || done}>
        {isSubmitting && <span className="spinner spinner-sm" />}
        Pay
      </button>
      {cardError && <p className="text-error">{cardError}</p>}
    </form>
  );
}
