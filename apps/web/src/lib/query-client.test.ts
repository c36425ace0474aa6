import { messages, unpaidOrdersLimit } from "@shop/contract/messages";
import { MutationObserver } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { apiRequest, setUnauthorizedHandler } from "./api-client.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

function answerWith(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status }));
}

/** Runs one mutation that posts an order through the real API client, as the order form does. */
async function placeOrder(toasts: string[], meta?: { ownFailureText?: boolean }) {
  const client = createQueryClient((message) => toasts.push(message));
  const mutation = new MutationObserver(client, {
    mutationFn: () => apiRequest("/orders", { method: "POST", body: {}, answer: "inserted", auth: true }),
    meta,
  });
  return mutation.mutate().catch((error: unknown) => error);
}

it("shows a refused change's message, the server's own words, as the toast", async () => {
  answerWith(400, { message: "You have to order at least 2 products" });
  const toasts: string[] = [];
  await placeOrder(toasts);
  expect(toasts).toEqual(["You have to order at least 2 products"]);
});

it("shows an order refused by the caps on unpaid orders (409) with the server's message", async () => {
  answerWith(409, { message: unpaidOrdersLimit(3) });
  const toasts: string[] = [];
  await placeOrder(toasts);
  expect(toasts).toEqual([unpaidOrdersLimit(3)]);
});

it("says loading failed when the server gave no message, and signs out on a 401", async () => {
  const signOut = vi.fn();
  setUnauthorizedHandler(signOut);
  answerWith(401, {});
  const toasts: string[] = [];
  await placeOrder(toasts);
  expect(toasts).toEqual([messages.loadFailed]);
  expect(signOut).toHaveBeenCalledOnce();
});

it("leaves the toast to screens that word the failure themselves, as the spec asks", async () => {
  answerWith(404, { message: messages.orderNotFound });
  const toasts: string[] = [];
  const error = await placeOrder(toasts, { ownFailureText: true });
  expect(toasts).toEqual([]);
  expect(error).toMatchObject({ status: 404, message: messages.orderNotFound });
});
