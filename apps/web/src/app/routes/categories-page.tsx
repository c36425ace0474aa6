import { useState } from "react";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteCategory } from "../../features/catalog-admin/api/change-categories.ts";
import { useAdminCategories } from "../../features/catalog-admin/api/get-categories.ts";
import { AddCategoryForm } from "../../features/catalog-admin/components/add-category-form.tsx";
import { CategoryRow } from "../../features/catalog-admin/components/category-row.tsx";
import { type TreeRow, treeOrder } from "../../features/catalog-admin/components/category-tree.ts";
import { toast } from "../../lib/toast.tsx";

/** The category tree: add, rename, move, and delete a category once it is empty. */
export default function CategoriesPage() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [doomed, setDoomed] = useState<TreeRow | null>(null);

  return (
    <section>
      <PageTitle page="Categories" />
      <h2 className="mb-4 text-xl font-semibold">Categories</h2>
      <QueryState query={categories}>
        {(list) => {
          const rows = treeOrder(list);
          return (
            <>
              <AddCategoryForm rows={rows} />
              <DataTable
                label="Categories"
                headers={["Category", "Slug", "Parent", "Parts", "Subcategories", "Actions"]}
              >
                {rows.map((row) => (
                  <CategoryRow key={row.slug} row={row} rows={rows} onDelete={setDoomed} />
                ))}
              </DataTable>
            </>
          );
        }}
      </QueryState>
      {doomed && (
        <ConfirmModal
          title={`Delete the category ${doomed.name}?`}
          text={`${doomed.name} (${doomed.slug}) has no parts and no subcategories; it and its specification definitions will be deleted.`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(doomed.slug, {
              onSuccess: () => toast.success(`Deleted ${doomed.name}`),
              onSettled: () => setDoomed(null),
            })
          }
          onCancel={() => setDoomed(null)}
        />
      )}
    </section>
  );
}
