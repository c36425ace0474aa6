import type { AdminBrand } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useAddBrand, useAdminBrands, useDeleteBrand } from "../../features/catalog-admin/api/brands.ts";
import { BrandRow } from "../../features/catalog-admin/components/brand-row.tsx";
import { toast } from "../../lib/toast.tsx";

/** The brands: add, rename, and delete a brand no part has. */
export default function BrandsPage() {
  const brands = useAdminBrands();
  const add = useAddBrand();
  const remove = useDeleteBrand();
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const [doomed, setDoomed] = useState<AdminBrand | null>(null);

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { slug, name },
      {
        onSuccess: (added) => {
          toast.success(`Added ${added.name}`);
          setSlug("");
          setName("");
        },
      },
    );
  };

  return (
    <section>
      <PageTitle page="Brands" />
      <h2 className="mb-4 text-xl font-semibold">Brands</h2>
      <form onSubmit={onAdd} className="mb-6 flex flex-wrap items-end gap-3" aria-label="Add a brand">
        <label className="flex flex-col gap-1">
          <span className="text-sm">Name</span>
          <input className="input" required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm">Slug</span>
          <input className="input font-mono" required value={slug} onChange={(e) => setSlug(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          Add brand
        </button>
      </form>
      <QueryState query={brands}>
        {(data) => (
          <>
            <DataTable label="Brands" headers={["Brand", "Slug", "Parts", "Actions"]}>
              {data.pages.flatMap((page) =>
                page.items.map((brand) => <BrandRow key={brand.slug} brand={brand} onDelete={setDoomed} />),
              )}
            </DataTable>
            {brands.hasNextPage && (
              <button
                type="button"
                className="btn btn-outline mt-4"
                disabled={brands.isFetchingNextPage}
                onClick={() => brands.fetchNextPage()}
              >
                Show more brands
              </button>
            )}
          </>
        )}
      </QueryState>
      {doomed && (
        <ConfirmModal
          title={`Delete the brand ${doomed.name}?`}
          text={`No part has ${doomed.name} (${doomed.slug}); it will be deleted.`}
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
