const all = ["shop-settings"] as const;

/** The query keys of the owner's shipping and tax settings. Each starts with `settingsKeys.all`. */
export const settingsKeys = {
  all,
  /** Every shipping method, inactive ones too. */
  shippingMethods: () => [...all, "shipping-methods"] as const,
  tax: () => [...all, "tax"] as const,
};
