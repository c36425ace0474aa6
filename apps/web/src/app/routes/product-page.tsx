import { Link, useParams } from "react-router";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useAdminProduct } from "../../features/catalog-admin/api/product.ts";
import { ProductForm } from "../../features/catalog-admin/components/product-form.tsx";

const pairs = (values: Record<string, number | string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

/** A product: its own fields (written to every variant) and its variants with their values. */
export default function ProductPage() {
  const { partId = "" } = useParams();
  const product = useAdminProduct(partId);
  return (
    <section>
      <PageTitle page="Product" />
      <h2 className="mb-4 text-xl font-semibold">Product and its variants</h2>
      <QueryState query={product}>
        {(variants) => (
          <>
            {variants[0] && <ProductForm key={variants[0]._id} part={variants[0]} />}
            <DataTable label="Variants" headers={["SKU", "Options", "Price", "Stock", "Specifications", "Edit"]}>
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
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
    </section>
  );
}
