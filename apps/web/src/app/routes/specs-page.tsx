import { useState } from "react";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useAdminCategories } from "../../features/catalog-admin/api/get-categories.ts";
import { useAdminSpecs, useDeleteSpec } from "../../features/catalog-admin/api/specs.ts";
import { AddSpecForm } from "../../features/catalog-admin/components/add-spec-form.tsx";
import { treeOrder } from "../../features/catalog-admin/components/category-tree.ts";
import { SpecRow } from "../../features/catalog-admin/components/spec-row.tsx";
import { toast } from "../../lib/toast.tsx";

/** The specifications each category defines for its parts (and its subcategories'): add, relabel, delete. */
export default function SpecsPage() {
  const categories = useAdminCategories();
  const [category, setCategory] = useState("");
  const specs = useAdminSpecs(category);
  const remove = useDeleteSpec(category);

  return (
    <section>
      <PageTitle page="Specifications" />
      <h2 className="mb-4 text-xl font-semibold">Specifications</h2>
      <QueryState query={categories}>
        {(list) => (
          <label className="mb-6 flex flex-col gap-1">
            <span className="text-sm">Category</span>
            <select className="select w-full max-w-xs" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Choose a category</option>
              {treeOrder(list).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {"\u00a0\u00a0".repeat(c.depth)}
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </QueryState>
      {category && (
        <>
          <AddSpecForm category={category} />
          <QueryState query={specs}>
            {(defs) => (
              <DataTable
                label="Specifications of the category"
                headers={["Label", "Key", "Kind", "Unit or choices", "Actions"]}
                empty="This category defines no specifications of its own."
              >
                {defs.map((d) => (
                  <SpecRow
                    key={d.key}
                    category={category}
                    spec={d}
                    deleting={remove.isPending}
                    onDelete={(spec) =>
                      remove.mutate(spec.key, { onSuccess: () => toast.success(`Deleted ${spec.label}`) })
                    }
                  />
                ))}
              </DataTable>
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}
