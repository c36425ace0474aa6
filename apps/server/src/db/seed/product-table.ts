import type { Specs } from "@shop/contract";
import type { BrandSlug } from "./taxonomy.ts";

/*
 * The demo catalog's products, as compact tables turned into rows: one product, and its
 * variants when it comes in options (a rotor in 160, 180 and 203 mm). A variant is one sellable
 * part with its own SKU, price, stock and specification values.
 */

export type SeedVariant = { value: string; sku: string; priceCents: number; stock: number; specs: Specs; mpn?: string };
export type SeedProduct = {
  name: string;
  category: string;
  brand: BrandSlug;
  des: string;
  minQuantity: number;
  weight: number;
  /** The option the variants differ in ("Diameter"); none for a product sold one way. */
  option?: string;
  variants: SeedVariant[];
};

/**
 * A product in options: `values` are [shown value, SKU suffix, price change in cents, its own
 * specification values]. Stock differs by variant as a shop's would; `soldOut` names one that is.
 */
export function inOptions(
  base: Omit<SeedProduct, "variants" | "option"> & { sku: string; priceCents: number; stock: number; specs: Specs },
  option: string,
  values: [string, string, number, Specs][],
  soldOut?: string,
): SeedProduct {
  const { sku, priceCents, stock, specs, ...product } = base;
  return {
    ...product,
    option,
    variants: values.map(([value, suffix, extra, own], i) => ({
      value,
      sku: `${sku}-${suffix}`,
      priceCents: priceCents + extra,
      stock: value === soldOut ? 0 : stock - 7 * i,
      specs: { ...specs, ...own },
    })),
  };
}

/** A product sold one way. */
export function single(
  base: Omit<SeedProduct, "variants" | "option"> & {
    sku: string;
    priceCents: number;
    stock: number;
    specs: Specs;
    mpn?: string;
  },
): SeedProduct {
  const { sku, priceCents, stock, specs, mpn, ...product } = base;
  return { ...product, variants: [{ value: "", sku, priceCents, stock, specs, ...(mpn && { mpn }) }] };
}
