import type { Part } from "@shop/contract";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useAdminCategories } from "../../features/catalog-admin/api/get-categories.ts";
import { useAdminProduct } from "../../features/catalog-admin/api/product.ts";
import { useSpecsOfTrail } from "../../features/catalog-admin/api/specs.ts";
import { trailOf } from "../../features/catalog-admin/components/category-tree.ts";
import { ProductForm } from "../../features/catalog-admin/components/product-form.tsx";
import { VariantSpecsForm } from "../../features/catalog-admin/components/variant-specs-form.tsx";

const pairs = (values: Record<string, number | string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

/**
 * A product: its own fields (written to every variant) and its variants with their values; a
 * variant's specification values are edited below the table, one variant at a time.
 */
export default function ProductPage() {
  const { partId = "" } = useParams();
  const product = useAdminProduct(partId);
  return (
    <section>
      <PageTitle page="Product" />
      <h2 className="mb-4 text-xl font-semibold">Product and its variants</h2>
      <QueryState query={product}>{(variants) => <Variants productId={partId} variants={variants} />}</QueryState>
    </section>
  );
}

function Variants({ productId, variants }: { productId: string; variants: Part[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const categories = useAdminCategories().data ?? [];
  const category = variants[0]?.category?.slug;
  const specs = useSpecsOfTrail(category ? trailOf(category, categories) : []);
  const chosen = variants.find((v) => v._id === editing);
  return (
    <>
      {variants[0] && <ProductForm key={variants[0]._id} part={variants[0]} />}
      <DataTable label="Variants" headers={["SKU", "Options", "Price", "Stock", "Specifications", "Edit", "Values"]}>
        {variants.map((v) => (
          <tr key={v._id}>
            <th className="font-mono">{v.sku}</th>
            <td>{pairs(v.options)}</td>
            <td>${v.price.toFixed(2)}</td>
            <td>{v.availableQuantity}</td>
            <td>{pairs(v.specs)}</td>
            <td>
              <Link className="btn btn-outline btn-xs" to={`/deshboard/manageproduct/${v._id}/edit`}>
                Edit<span className="sr-only"> {v.sku}</span>
              </Link>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-outline btn-xs"
                aria-expanded={editing === v._id}
                onClick={() => setEditing(editing === v._id ? null : v._id)}
              >
                Edit values<span className="sr-only"> of {v.sku}</span>
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {chosen && !specs.pending && (
        <div className="mt-6 rounded-box border border-base-300 p-4">
          <h3 className="mb-3 font-semibold">Specifications of {chosen.sku}</h3>
          <VariantSpecsForm
            key={chosen._id}
            productId={productId}
            variant={chosen}
            definitions={specs.definitions}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
    </>
  );
}
