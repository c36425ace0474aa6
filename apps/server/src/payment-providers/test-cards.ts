/**
 * The sandbox's card network: it answers test cards the way Stripe's test mode does, so the same
 * numbers work in the sandbox and against Stripe.
 */
export type CardCheck = { ok: true; brand: string; last4: string } | { ok: false; message: string; code: string };

const declines: Record<string, { message: string; code: string }> = {
  "4000000000000002": { message: "Your card was declined.", code: "card_declined" },
  "4000000000009995": { message: "Your card has insufficient funds.", code: "insufficient_funds" },
  "4000000000009987": { message: "Your card was declined.", code: "lost_card" },
  "4000000000000069": { message: "Your card has expired.", code: "expired_card" },
  "4000000000000127": { message: "Your card's security code is incorrect.", code: "incorrect_cvc" },
};

/**
 * Stripe's test card whose refunds fail. At Stripe the failure comes later; the sandbox refuses
 * the refund at once, so a refused refund can be shown (it knows the card by its last four digits).
 */
export const REFUND_FAILS_CARD = "4000000000005126";
export const refundFailsWith = (last4: string | null) =>
  last4 === REFUND_FAILS_CARD.slice(-4) ? "The card's bank refused the refund." : undefined;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now = new Date(),
): CardCheck {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: "Your card number is invalid.", code: "invalid_number" };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, message: "Your card's expiration month is invalid.", code: "invalid_expiry_month" };
  }
  // A card is good through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    return { ok: false, message: "Your card's expiration date is in the past.", code: "invalid_expiry_year" };
  }
  const brand = brandOf(digits);
  if (!/^\d{3,4}$/.test(card.cvc) || (brand === "amex" ? card.cvc.length !== 4 : card.cvc.length !== 3)) {
    return { ok: false, message: "Your card's security code is incomplete.", code: "incomplete_cvc" };
  }
  const decline = declines[digits];
  if (decline) return { ok: false, ...decline };
  return { ok: true, brand, last4: digits.slice(-4) };
}
