import { apiRequest } from "../../../lib/api-client.ts";

type Card = { number: string; expMonth: number; expYear: number; cvc: string };

/** The sandbox's card network: pays the intent with a test card, or says why the card failed. */
export const confirmSandboxPayment = (clientSecret: string, card: Card, billing: { name: string; email: string }) =>
  apiRequest<{ id: string; status: "succeeded" }>("/sandbox-payments/confirm", {
    method: "POST",
    body: { clientSecret, card, billing },
  });
