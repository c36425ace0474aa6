/** The query keys of the owner's catalog screens. */
export const catalogAdminKeys = {
  all: ["catalog-admin"] as const,
  categories: () => [...catalogAdminKeys.all, "categories"] as const,
  brands: () => [...catalogAdminKeys.all, "brands"] as const,
  product: (partId: string) => [...catalogAdminKeys.all, "product", partId] as const,
  products: (place: unknown) => [...catalogAdminKeys.all, "products", place] as const,
  specs: (category: string) => [...catalogAdminKeys.all, "specs", category] as const,
};
