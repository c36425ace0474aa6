import type { Part } from "@shop/contract";

/**
 * The part as schema.org `Product` data with its `Offer`, for search engines. Orderable means
 * at least the minimum order in stock. `<` is escaped so a name cannot end the script.
 */
export function PartData({ part, publicUrl }: { part: Part; publicUrl: string }) {
  const url = `${publicUrl}/parts/${part._id}`;
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: part.name,
    description: part.des,
    image: /^https?:\/\//.test(part.img) ? part.img : `${publicUrl}${part.img}`,
    sku: part._id,
    url,
    offers: {
      "@type": "Offer",
      price: part.price.toFixed(2),
      priceCurrency: "USD",
      availability: `https://schema.org/${part.availableQuantity >= part.minQuantity ? "InStock" : "OutOfStock"}`,
      url,
    },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(product).replace(/</g, "\\u003c") }}
    />
  );
}
