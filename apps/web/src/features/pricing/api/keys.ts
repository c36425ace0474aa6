/** The query keys of the pricing section: one answer. */
export const pricingKeys = { all: ["pricing"] as const };
