/*
 * What a customer and the owner are told about discount codes (issue 31). Kept apart from the
 * schemas so the web app reads them without zod.
 */

const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const dayText = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ");

export const discountMessages = {
  unknown: "There is no discount code like this one: check how it is spelt",
  ended: "This discount code has ended",
  inactive: "This discount code is no longer offered",
  usedUp: "This discount code has been used as many times as it may be",
  nothingApplies: "Nothing in your cart is part of this discount code's offer",
  codeTaken: "A discount code with this name exists already",
  notFound: "No discount code has this id",
  categoryMissing: "No category has this slug",
  brandMissing: "No brand has this slug",
  scopeTargetNeeded: "A category code needs its category, a brand code its brand, and an order code neither",
  endsBeforeStart: "The end must come after the start",
  codeFormat: "The discount code can only have letters, digits, dashes and underscores",
  removed: "The discount code was removed",
  applied: (code: string) => `Discount code ${code} applied`,
  notStarted: (startsAt: string) => `This discount code can be used from ${dayText(startsAt)} UTC`,
  minimumNotReached: (minCents: number) =>
    `This discount code needs a subtotal of at least ${dollarsText(minCents)}: add a part or two`,
  perCustomerReached: (limit: number) =>
    limit === 1
      ? "You have used this discount code already, and it is once a customer"
      : `You have used this discount code ${limit} times, as often as one customer may`,
} as const;
