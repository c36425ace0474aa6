import type { Part, Variant } from "@shop/contract";
import { JsonLd } from "../../../components/json-ld.tsx";

/**
 * The part as schema.org `Product` data for search engines: brand, SKU, MPN, weight, and an
 * `Offer` for each of its product's variants (the part's answer lists them with their prices and
 * stock). Orderable means at least the minimum order in stock. `isAccessoryOrSparePartFor` names
 * the bike models it fits, a bounded few.
 */
export function PartData({
  part,
  publicUrl,
  fitsModels = [],
}: {
  part: Part;
  publicUrl: string;
  /** A few bike models it fits (issue 32), for "cassette for {model}" searches. */
  fitsModels?: { brand: string; model: string; year: number }[];
}) {
  const offerOf = (p: Variant) => {
    const url = `${publicUrl}/parts/${p._id}`;
    const options = Object.values(p.options).join(", ");
    return {
      "@type": "Offer",
      ...(options && { name: options }),
      sku: p.sku,
      price: p.price.toFixed(2),
      priceCurrency: "USD",
      availability: `https://schema.org/${p.availableQuantity >= p.minQuantity ? "InStock" : "OutOfStock"}`,
      url,
    };
  };
  const offered: Variant[] = part.variants.length > 0 ? part.variants : [part];
  return (
    <JsonLd
      data={{
        "@type": "Product",
        name: part.name,
        description: part.des,
        image: /^https?:\/\//.test(part.img) ? part.img : `${publicUrl}${part.img}`,
        sku: part.sku,
        ...(part.mpn && { mpn: part.mpn }),
        ...(part.brand && { brand: { "@type": "Brand", name: part.brand.name } }),
        ...(part.category && { category: part.category.name }),
        ...(part.weight !== null && { weight: { "@type": "QuantitativeValue", value: part.weight, unitCode: "GRM" } }),
        url: `${publicUrl}/parts/${part._id}`,
        offers: offered.length === 1 ? offerOf(part) : offered.map(offerOf),
        ...(fitsModels.length > 0 && {
          isAccessoryOrSparePartFor: fitsModels.map((m) => ({
            "@type": "Product",
            name: `${m.brand} ${m.model} ${m.year}`,
            brand: { "@type": "Brand", name: m.brand },
            model: m.model,
            releaseDate: String(m.year),
          })),
        }),
      }}
    />
  );
}
