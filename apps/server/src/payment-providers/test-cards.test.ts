import { describe, expect, it } from "vitest";
import { checkCard } from "./test-cards.ts";

const now = new Date("2026-11-23T12:00:00Z");
const card = (number: string, more: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  checkCard({ number, expMonth: 12, expYear: 2030, cvc: "123", ...more }, now);

describe("the sandbox's test cards", () => {
  it("accepts Stripe's success card and keeps only brand and last four", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true, brand: "visa", last4: "4242" });
    expect(card("5555555555554444")).toEqual({ ok: true, brand: "mastercard", last4: "4444" });
    expect(card("378282246310005", { cvc: "1234" })).toEqual({ ok: true, brand: "amex", last4: "0005" });
  });

  it("declines the way Stripe's decline cards do", () => {
    expect(card("4000000000000002")).toMatchObject({ ok: false, message: "Your card was declined." });
    expect(card("4000000000009995")).toMatchObject({ ok: false, code: "insufficient_funds" });
  });

  it("says what is wrong with a bad number, a past expiry or a short security code", () => {
    expect(card("4242424242424241")).toMatchObject({ message: "Your card number is invalid." });
    expect(card("4242424242424242", { expMonth: 10, expYear: 2026 })).toMatchObject({
      message: "Your card's expiration date is in the past.",
    });
    expect(card("4242424242424242", { expMonth: 11, expYear: 26 })).toMatchObject({ ok: true });
    expect(card("4242424242424242", { expMonth: 13 })).toMatchObject({ code: "invalid_expiry_month" });
    expect(card("4242424242424242", { cvc: "12" })).toMatchObject({ code: "incomplete_cvc" });
  });
});
