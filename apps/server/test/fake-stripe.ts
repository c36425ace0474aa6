import http from "node:http";
import type { AddressInfo } from "node:net";

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
};

/**
 * A local stand-in for Stripe's payment-intents API, enough for the stripe SDK: create and
 * retrieve, plus `succeed` to play the customer's card going through.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
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
      };
      intents.set(id, intent);
      return send(200, intent);
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
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
