/**
 * How a part's stock reads to a rider. Sold out when not even one minimum order is left (nobody
 * can order it, as on the Overview); running low below two minimum orders (the Overview's rule)
 * or below a handful of units, which a rider buying one part wants to know of too.
 */
export type StockLevel = "in-stock" | "low" | "sold-out";

const FEW_UNITS = 10;

type Stock = { availableQuantity: number; minQuantity: number };

export function stockLevel({ availableQuantity, minQuantity }: Stock): StockLevel {
  if (availableQuantity <= 0 || availableQuantity < minQuantity) return "sold-out";
  if (availableQuantity < 2 * minQuantity || availableQuantity < FEW_UNITS) return "low";
  return "in-stock";
}

export function stockText(part: Stock): string {
  const level = stockLevel(part);
  if (level === "sold-out") return "Sold out";
  if (level === "low") return `Only ${part.availableQuantity} left`;
  return "In stock";
}
