import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { PRODUCT_FILTERS, useAdminProducts } from "../../features/catalog-admin/api/product.ts";
import { ProductsTable } from "../../features/catalog-admin/components/products-table.tsx";
import { emptyList } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

/**
 * The owner's products, a page at a time by name: one row per product with its variants' count,
 * category, brand and stock, each opening the product and its variants (decision 0050).
 */
export default function ProductsPage() {
  const { place, filter } = usePagedList(PRODUCT_FILTERS);
  const products = useAdminProducts(place);
  return (
    <section>
      <PageTitle page="Products" />
      <h2 className="mb-4 text-xl font-semibold">Products</h2>
      <div className="mb-4">
        <ListSearch label="Search products by name" value={place.filters.q} onSearch={(q) => filter({ q })} />
      </div>
      <QueryState query={products}>
        {({ items, ...links }) => (
          <>
            <ProductsTable products={items} empty={emptyList(place.filters.q)} />
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
    </section>
  );
}
