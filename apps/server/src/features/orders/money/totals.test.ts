import { describe, expect, it } from "vitest";
import { rulesFor, type ShippingRule, shippingPrice, split, totalsOf } from "./totals.ts";

/*
 * The money of a cart or an order against figures worked out by hand (the comments show the
 * working): tax included and excluded, rounded half up per line, shipping taxed or not.
 */

const chain = { unitPriceCents: 1999, quantity: 3, weightGrams: 300 };
const pads = { unitPriceCents: 1250, quantity: 1, weightGrams: null };
const flat: ShippingRule = { kind: "flat", priceCents: 495 };

describe("totals", () => {
  it("prices including 19 % tax, shipping taxed", () => {
    // 5997 / 1.19 = 5039.50 -> net 5039, tax 958; 1250 / 1.19 = 1050.42 -> 1050, 200;
    // shipping 495 / 1.19 = 415.97 -> 416, 79. Total 5997 + 1250 + 495 = 7742, tax 1237.
    const t = totalsOf([chain, pads], flat, { pricesIncludeTax: true, rateBp: 1900, shippingTaxed: true });
    expect(t).toEqual({
      lines: [
        { netCents: 5039, taxCents: 958, grossCents: 5997 },
        { netCents: 1050, taxCents: 200, grossCents: 1250 },
      ],
      subtotalCents: 7247,
      discountCents: 0,
      shippingCents: 495,
      shipping: { netCents: 416, taxCents: 79, grossCents: 495 },
      taxCents: 1237,
      totalCents: 7742,
    });
  });

  it("takes a discount off its line before the tax, and free shipping looks at the subtotal after it", () => {
    const freeAbove: ShippingRule = { kind: "freeAbove", priceCents: 495, freeAboveCents: 7000 };
    const tax = { pricesIncludeTax: true, rateBp: 1900, shippingTaxed: true };
    expect(totalsOf([chain, pads], freeAbove, tax)?.shippingCents).toBe(0);
    // Chain 5997 - 300 = 5697 / 1.19 = 4787.39 -> 4787, tax 910; pads as above; 6947 < 7000, so
    // shipping is paid: 416 + 79. Total 5697 + 1250 + 495 = 7442, tax 910 + 200 + 79.
    expect(totalsOf([chain, pads], freeAbove, tax, [300, 0])).toEqual({
      lines: [
        { netCents: 4787, taxCents: 910, grossCents: 5697 },
        { netCents: 1050, taxCents: 200, grossCents: 1250 },
      ],
      subtotalCents: 7247,
      discountCents: 300,
      shippingCents: 495,
      shipping: { netCents: 416, taxCents: 79, grossCents: 495 },
      taxCents: 1189,
      totalCents: 7442,
    });
  });

  it("prices excluding 7.5 % tax, shipping not taxed", () => {
    // 5997 x 0.075 = 449.775 -> 450; 1250 x 0.075 = 93.75 -> 94; shipping untaxed.
    // Total 6447 + 1344 + 495 = 8286, tax 544.
    const t = totalsOf([chain, pads], flat, { pricesIncludeTax: false, rateBp: 750, shippingTaxed: false });
    expect(t?.lines).toEqual([
      { netCents: 5997, taxCents: 450, grossCents: 6447 },
      { netCents: 1250, taxCents: 94, grossCents: 1344 },
    ]);
    expect(t).toMatchObject({ subtotalCents: 7247, shippingCents: 495, taxCents: 544, totalCents: 8286 });
    expect(t?.shipping).toEqual({ netCents: 495, taxCents: 0, grossCents: 495 });
  });

  it("rounds each line half up, so the order's tax is the sum of its lines' and not the tax of the sum", () => {
    // 5 cents at 10 % is 0.5 -> 1 on each of three lines: 3 cents, where 15 x 10 % would be 2.
    const five = { unitPriceCents: 5, quantity: 1, weightGrams: null };
    const t = totalsOf([five, five, five], null, { pricesIncludeTax: false, rateBp: 1000, shippingTaxed: true });
    expect(t).toMatchObject({ subtotalCents: 15, shippingCents: 0, taxCents: 3, totalCents: 18 });
    // 1 cent at 100 % included: net 0.5 -> 1, tax 0.
    expect(split(1, 10_000, true)).toEqual({ netCents: 1, taxCents: 0, grossCents: 1 });
    // 11 cents including 10 %: 10 + 1 exactly.
    expect(split(11, 1000, true)).toEqual({ netCents: 10, taxCents: 1, grossCents: 11 });
  });

  it("keeps to whole cents with amounts beyond a double's exact integers", () => {
    // 99,999,999 cents x 1,000,000 units: the product times 10,000 passes 2^53.
    const m = split(99_999_999 * 1_000_000, 1900, true);
    expect(m.netCents + m.taxCents).toBe(99_999_999 * 1_000_000);
    expect(Number.isInteger(m.netCents)).toBe(true);
  });

  it("ships free from the threshold on, and at the method's price below it", () => {
    const rule: ShippingRule = { kind: "freeAbove", priceCents: 695, freeAboveCents: 5000 };
    expect(shippingPrice(rule, 4999, 0)).toBe(695);
    expect(shippingPrice(rule, 5000, 0)).toBe(0);
  });

  it("charges the weight band the lines fall in, and does not take lines heavier than every band", () => {
    const rule: ShippingRule = {
      kind: "weight",
      bands: [
        { upToGrams: 5000, priceCents: 900 },
        { upToGrams: 1000, priceCents: 500 },
      ],
    };
    // 3 chains x 300 g = 900 g; the pads have no weight.
    expect(
      totalsOf([chain, pads], rule, { pricesIncludeTax: true, rateBp: 0, shippingTaxed: true })?.shippingCents,
    ).toBe(500);
    expect(shippingPrice(rule, 0, 1000)).toBe(500);
    expect(shippingPrice(rule, 0, 1001)).toBe(900);
    expect(
      totalsOf([{ ...chain, quantity: 20 }], rule, { pricesIncludeTax: true, rateBp: 0, shippingTaxed: true }),
    ).toBe(undefined);
  });

  it("charges nothing for pickup", () => {
    expect(shippingPrice({ kind: "pickup" }, 100, 100)).toBe(0);
  });

  it("uses the shipping country's rate, else the shop's", () => {
    const settings = {
      pricesIncludeTax: false,
      rateBp: 2000,
      shippingTaxed: true,
      homeCountry: "FR",
      countryRates: { DE: 1900, FR: 2000 },
    };
    expect(rulesFor(settings, "DE")).toMatchObject({ rateBp: 1900, country: "DE" });
    expect(rulesFor(settings, "US")).toMatchObject({ rateBp: 2000, country: "US" });
    expect(rulesFor(settings, undefined)).toMatchObject({ rateBp: 2000, country: "FR" });
    // 1000 cents to Germany: 190 tax.
    const de = rulesFor(settings, "DE");
    expect(totalsOf([{ unitPriceCents: 1000, quantity: 1, weightGrams: null }], null, de)?.totalCents).toBe(1190);
  });
});
