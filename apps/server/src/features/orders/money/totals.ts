/*
 * An order's money (issue 29), decided here only, in integer cents, from the parts' prices and
 * weights, the shipping method and the tax settings as the database holds them. Tax is rounded
 * per line, half up, so every line's net + tax is its gross and the order's totals are the sums.
 */

/** How tax applies, with the rate already chosen for the order's country (basis points: 19 % is 1900). */
export type TaxRules = { pricesIncludeTax: boolean; rateBp: number; shippingTaxed: boolean };

export type ShippingRule =
  | { kind: "flat"; priceCents: number }
  | { kind: "freeAbove"; priceCents: number; freeAboveCents: number | null }
  | { kind: "weight"; bands: { upToGrams: number; priceCents: number }[] }
  | { kind: "pickup" };

export type LineIn = { unitPriceCents: number; quantity: number; weightGrams: number | null };
export type Money = { netCents: number; taxCents: number; grossCents: number };

export type Totals = {
  lines: Money[];
  /** The lines as priced (with tax when prices include it), before any discount. */
  subtotalCents: number;
  /** What a discount code took off the lines, as priced (issue 31). */
  discountCents: number;
  /** Shipping as priced, and its own money. */
  shippingCents: number;
  shipping: Money;
  taxCents: number;
  /** What is paid: every line's gross and shipping's. */
  totalCents: number;
};

/** a / b rounded half up, for a >= 0 and b > 0, exactly (a can pass 2^53 before dividing). */
function divideRounded(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** One priced amount (a line's unit price x quantity, or shipping) split into net, tax and gross. */
export function split(pricedCents: number, rateBp: number, pricesIncludeTax: boolean): Money {
  const priced = BigInt(pricedCents);
  if (pricesIncludeTax) {
    const net = divideRounded(priced * 10_000n, BigInt(10_000 + rateBp));
    return { netCents: net, taxCents: pricedCents - net, grossCents: pricedCents };
  }
  const tax = divideRounded(priced * BigInt(rateBp), 10_000n);
  return { netCents: pricedCents, taxCents: tax, grossCents: pricedCents + tax };
}

/** The lines' weight in grams; a part without a weight weighs nothing. */
export const weightOf = (lines: LineIn[]) => lines.reduce((g, l) => g + (l.weightGrams ?? 0) * l.quantity, 0);

/**
 * What a method charges for lines of this subtotal (as priced) and weight; undefined when it does
 * not take them (heavier than its heaviest band).
 */
export function shippingPrice(rule: ShippingRule, subtotalCents: number, grams: number): number | undefined {
  switch (rule.kind) {
    case "flat":
      return rule.priceCents;
    case "freeAbove":
      return rule.freeAboveCents !== null && subtotalCents >= rule.freeAboveCents ? 0 : rule.priceCents;
    case "weight":
      return [...rule.bands].sort((a, b) => a.upToGrams - b.upToGrams).find((b) => grams <= b.upToGrams)?.priceCents;
    case "pickup":
      return 0;
  }
}

/**
 * The order's money; undefined when the method does not take these lines. No method: no shipping.
 * `discounts` (issue 31) are taken off each line before its tax is split; a free-above method
 * looks at the subtotal after them, what the customer pays for the parts.
 */
export function totalsOf(
  lines: LineIn[],
  rule: ShippingRule | null,
  tax: TaxRules,
  discounts: number[] = [],
): Totals | undefined {
  const off = (i: number) => discounts[i] ?? 0;
  const money = lines.map((l, i) => split(l.unitPriceCents * l.quantity - off(i), tax.rateBp, tax.pricesIncludeTax));
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const discountCents = lines.reduce((s, _, i) => s + off(i), 0);
  const shippingCents = rule ? shippingPrice(rule, subtotalCents - discountCents, weightOf(lines)) : 0;
  if (shippingCents === undefined) return undefined;
  const shipping = split(shippingCents, tax.shippingTaxed ? tax.rateBp : 0, tax.pricesIncludeTax);
  const taxCents = money.reduce((s, m) => s + m.taxCents, shipping.taxCents);
  const totalCents = money.reduce((s, m) => s + m.grossCents, shipping.grossCents);
  return { lines: money, subtotalCents, discountCents, shippingCents, shipping, taxCents, totalCents };
}

/** The shop's tax settings as stored. */
export type TaxSettingsRow = {
  pricesIncludeTax: boolean;
  rateBp: number;
  shippingTaxed: boolean;
  homeCountry: string;
  countryRates: Record<string, number>;
};

/** The rules for an order shipped to `country` (the shop's own when none): its rate, else the shop's. */
export function rulesFor(settings: TaxSettingsRow, country: string | undefined): TaxRules & { country: string } {
  const where = country ?? settings.homeCountry;
  return {
    country: where,
    pricesIncludeTax: settings.pricesIncludeTax,
    rateBp: settings.countryRates[where] ?? settings.rateBp,
    shippingTaxed: settings.shippingTaxed,
  };
}
