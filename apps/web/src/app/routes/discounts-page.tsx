import type { Discount } from "@shop/contract";
import { useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useCategories } from "../../features/catalog/api/get-categories.ts";
import { useAdminBrands } from "../../features/catalog-admin/api/brands.ts";
import { useCreateDiscount } from "../../features/promotions/api/create-discount.ts";
import { useDiscounts } from "../../features/promotions/api/get-discounts.ts";
import { useSetDiscountActive } from "../../features/promotions/api/set-discount-active.ts";
import { DiscountForm } from "../../features/promotions/components/discount-form.tsx";
import { DiscountsTable } from "../../features/promotions/components/discounts-table.tsx";
import { toast } from "../../lib/toast.tsx";
import { usePagedList } from "../../lib/use-paged-list.ts";

const NO_FILTERS = [] as const;

/**
 * /deshboard/discounts (admins): the shop's discount codes with their uses and the revenue of
 * their paid orders, a form for a new one, and a button to deactivate one (issue 31).
 */
export default function DiscountsPage() {
  const { place } = usePagedList(NO_FILTERS);
  const codes = useDiscounts(place);
  const create = useCreateDiscount();
  const setActive = useSetDiscountActive();
  const categories = useCategories();
  const brands = useAdminBrands();
  // A new form after each code added: its fields start empty again.
  const [added, setAdded] = useState(0);

  const onActive = (code: Discount, active: boolean) =>
    setActive.mutate(
      { id: code._id, active },
      { onSuccess: () => toast.success(`${code.code} is ${active ? "offered again" : "deactivated"}`) },
    );

  return (
    <section>
      <PageTitle page="Discount codes" />
      <h2 className="mb-4 text-xl font-semibold">Discount codes</h2>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <QueryState query={codes}>
            {({ items, ...links }) => (
              <>
                <DiscountsTable codes={items} busy={setActive.isPending} onActive={onActive} />
                <Pager place={place} answer={links} />
              </>
            )}
          </QueryState>
        </div>
        <aside className="card border border-base-300 bg-base-100">
          <div className="card-body">
            <h3 className="card-title text-base">New code</h3>
            <DiscountForm
              key={added}
              categories={categories.data ?? []}
              brands={brands.data?.pages.flatMap((p) => p.items) ?? []}
              busy={create.isPending}
              onSave={(code) =>
                create.mutate(code, {
                  onSuccess: () => {
                    toast.success(`${code.code} added`);
                    setAdded((n) => n + 1);
                  },
                })
              }
            />
          </div>
        </aside>
      </div>
    </section>
  );
}
