import type { AdminProduct } from "@shop/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";

/** The owner's products: one row per product, however many variants it has, each opening its editing. */
export function ProductsTable({ products, empty }: { products: AdminProduct[]; empty: string }) {
  return (
    <DataTable label="Products" headers={["Product", "Category", "Brand", "Variants", "Stock", "Edit"]} empty={empty}>
      {products.map((p) => (
        <tr key={p._id}>
          <th className="min-w-48">
            <span className="flex items-center gap-3">
              <img src={p.img} alt="" width={48} height={36} loading="lazy" className="rounded" />
              {p.name}
            </span>
          </th>
          <td>{p.category?.name ?? "(none)"}</td>
          <td>{p.brand?.name ?? "(none)"}</td>
          <td>{p.variants}</td>
          <td>{p.stock}</td>
          <td>
            <Link className="btn btn-primary btn-sm" to={`/deshboard/manageproduct/${p._id}/product`}>
              Edit<span className="sr-only"> {p.name}</span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
