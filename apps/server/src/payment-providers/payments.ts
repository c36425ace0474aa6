import type { PaymentSettings } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createStripeProvider } from "./stripe.ts";

/** The provider chosen by settings, with what only that provider has (card form, webhooks). */
export type Payments = {
  provider: PaymentProvider;
  sandbox?: ReturnType<typeof createSandboxProvider>;
  stripe?: ReturnType<typeof createStripeProvider>;
};

export function createPayments(db: Db, settings: PaymentSettings): Payments {
  if (settings.provider === "stripe") {
    const stripe = createStripeProvider(settings);
    return { provider: stripe.provider, stripe };
  }
  const sandbox = createSandboxProvider(db);
  return { provider: sandbox.provider, sandbox };
}
