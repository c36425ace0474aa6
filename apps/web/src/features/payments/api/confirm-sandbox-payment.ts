import type { SandboxConfirm } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

/** The sandbox's card network: pays the intent with a test card, or says why the card failed. */
export const confirmSandboxPayment = (request: SandboxConfirm) =>
  apiRequest("/sandbox-payments/confirm", {
    method: "POST",
    body: request,
    answer: "sandboxPayment",
  });
