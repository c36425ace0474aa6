import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PaymentSettings } from "../src/config.ts";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  latest_charge: { id: string; object: "charge"; refunded: boolean; amount_refunded: number } | null;
};

const CANCELABLE = ["requires_payment_method", "requires_confirmation", "requires_action", "requires_capture"];

/** The secret the shop checks webhooks from the fake with. */
export const FAKE_WEBHOOK_SECRET = "whsec_test_shop";

/** The shop's payment settings for Stripe's API played by the fake at `url`. */
export const fakeStripeSettings = (url: string, timeoutMs?: number): PaymentSettings => ({
  provider: "stripe",
  secretKey: "sk_test_fake",
  publishableKey: "pk_test_fake",
  webhookSecret: FAKE_WEBHOOK_SECRET,
  apiUrl: url,
  timeoutMs,
});

/**
 * A local stand-in for Stripe's payment-intents API, enough for the stripe SDK: create (with
 * idempotency keys), retrieve, cancel and refund (whole or `amount` cents, never more than is left, with idempotency keys), plus `succeed` to play the customer's card
 * going through (which, as at Stripe, a cancelled payment refuses).
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  const refunds: string[] = [];
  /** The cents each of those refunds gave back. */
  const refundAmounts: number[] = [];
  const refundsByKey = new Map<string, object>();
  const refundKeys: string[] = [];
  /** What refunds answer instead, while set: a refusal (4xx) or a failure of Stripe's own (5xx). */
  let refundAnswer: { status: number; error: object } | undefined;
  /** While set, creating a payment fails so: Stripe answers 500, or never answers at all. */
  let intentFault: "error" | "hang" | undefined;
  const intentKeys: string[] = [];
  let counter = 0;
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    res.setHeader("content-type", "application/json");
    const send = (status: number, value: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== "Bearer sk_test_fake") {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const unexpected = (intent: Intent) =>
      send(400, {
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `This PaymentIntent has a status of ${intent.status}.`,
        },
      });
    const key = req.headers["idempotency-key"];
    const repeated = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      if (typeof key === "string") intentKeys.push(key);
      if (intentFault === "hang") return;
      if (intentFault === "error") return send(500, { error: { type: "api_error", message: "Stripe failed" } });
    }
    if (req.method === "POST" && req.url === "/v1/payment_intents" && repeated) return send(200, repeated);
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      const form = new URLSearchParams(body);
      const id = `pi_fake_${++counter}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        amount_received: 0,
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata: { orderId: form.get("metadata[orderId]") ?? "" },
        receipt_email: form.get("receipt_email"),
        latest_charge: null,
      };
      intents.set(id, intent);
      if (typeof key === "string") byIdempotencyKey.set(key, intent);
      return send(200, intent);
    }
    const cancel = req.method === "POST" ? /^\/v1\/payment_intents\/([^/?]+)\/cancel$/.exec(req.url ?? "") : null;
    if (cancel?.[1]) {
      const intent = intents.get(decodeURIComponent(cancel[1]));
      if (!intent) return send(404, { error: { type: "invalid_request_error", code: "resource_missing" } });
      if (!CANCELABLE.includes(intent.status)) return unexpected(intent);
      intent.status = "canceled";
      return send(200, intent);
    }
    if (req.method === "POST" && req.url === "/v1/refunds") {
      // As at Stripe, a repeated key answers the first answer, refusals not included here.
      const earlier = typeof key === "string" ? refundsByKey.get(key) : undefined;
      if (earlier) return send(200, earlier);
      if (refundAnswer) return send(refundAnswer.status, { error: refundAnswer.error });
      const form = new URLSearchParams(body);
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent?.latest_charge || intent.status !== "succeeded") {
        return send(400, { error: { type: "invalid_request_error", message: "Nothing to refund" } });
      }
      if (intent.latest_charge.refunded) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge ${intent.latest_charge.id} has already been refunded.`,
          },
        });
      }
      const charge = intent.latest_charge;
      const left = intent.amount - charge.amount_refunded;
      const amount = form.has("amount") ? Number(form.get("amount")) : left;
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "amount_too_large",
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          },
        });
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === intent.amount;
      refunds.push(intent.id);
      refundAmounts.push(amount);
      const refund = {
        id: `re_${refunds.length}`,
        object: "refund",
        amount,
        payment_intent: intent.id,
        status: "succeeded",
      };
      if (typeof key === "string") {
        refundsByKey.set(key, refund);
        refundKeys.push(key);
      }
      return send(200, refund);
    }
    const match = req.method === "GET" ? /^\/v1\/payment_intents\/([^/?]+)/.exec(req.url ?? "") : null;
    if (match?.[1]) {
      const intent = intents.get(decodeURIComponent(match[1]));
      if (!intent) {
        return send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
        });
      }
      return send(200, intent);
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.url})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    /** The payments refunded, by id, in order. */
    refunds,
    /** The cents each of those refunds gave back. */
    refundAmounts,
    /** The idempotency keys of those refunds. */
    refundKeys,
    /** The idempotency key of every ask to create a payment, retries included. */
    intentKeys,
    /** Makes creating a payment fail (a 500, or no answer) until called with nothing. */
    failIntents(fault?: "error" | "hang") {
      intentFault = fault;
    },
    /** Makes every refund answer this (until called with nothing): a refusal, or Stripe failing. */
    answerRefunds(answer?: { status: number; error: object }) {
      refundAnswer = answer;
    },
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      if (intent.status !== "requires_payment_method") throw new Error(`cannot confirm a ${intent.status} payment`);
      Object.assign(intent, {
        status: "succeeded",
        amount_received: intent.amount,
        latest_charge: { id: `ch_${id}`, object: "charge", refunded: false, amount_refunded: 0 },
      });
      return intent;
    },
    /**
     * The owner refunds this payment (all of it, or `amount` cents of it) in Stripe's dashboard:
     * answers the charge as Stripe's `charge.refunded` event carries it.
     */
    refundInDashboard(id: string, amount?: number) {
      const intent = intents.get(id);
      if (!intent?.latest_charge) throw new Error(`no charge for ${id}`);
      const whole = amount === undefined || amount >= intent.amount;
      intent.latest_charge.refunded = whole;
      intent.latest_charge.amount_refunded = whole ? intent.amount : amount;
      return {
        id: intent.latest_charge.id,
        object: "charge",
        amount: intent.amount,
        amount_refunded: whole ? intent.amount : amount,
        refunded: whole,
        payment_intent: intent.id,
        metadata: {},
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
