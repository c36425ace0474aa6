import type { PaymentSettings } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import type { createStripeProvider } from "./stripe.ts";

/** The provider chosen by settings, with what only that provider has (card form, webhooks). */
export type Payments = {
  provider: PaymentProvider;
  sandbox?: ReturnType<typeof createSandboxProvider>;
  stripe?: ReturnType<typeof createStripeProvider>;
};

export async function createPayments(db: Db, settings: PaymentSettings): Promise<Payments> {
  if (settings.provider === "stripe") {
    // Stripe's SDK (some 250 modules) is loaded only by a shop that pays through it: a start
    // without it is that much quicker (issue 30).
    const { createStripeProvider } = await import("./stripe.ts");
    const stripe = createStripeProvider(settings);
    return { provider: stripe.provider, stripe };
  }
  const sandbox = createSandboxProvider(db);
  return { provider: sandbox.provider, sandbox };
}
