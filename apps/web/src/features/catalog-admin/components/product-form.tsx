import type { Part } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useAdminBrands } from "../api/brands.ts";
import { useAdminCategories } from "../api/get-categories.ts";
import { useUpdateProduct } from "../api/product.ts";
import { treeOrder } from "./category-tree.ts";

/** The product's own fields, written to every variant; only what changed is sent. */
export function ProductForm({ part }: { part: Part }) {
  const [name, setName] = useState(part.name);
  const [category, setCategory] = useState(part.category?.slug ?? "");
  const [brand, setBrand] = useState(part.brand?.slug ?? "");
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const update = useUpdateProduct(part._id);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        ...(name !== part.name && { name }),
        ...(category !== (part.category?.slug ?? "") && { category: category || null }),
        ...(brand !== (part.brand?.slug ?? "") && { brand: brand || null }),
      },
      { onSuccess: (variants) => toast.success(`Saved ${variants[0]?.name ?? name} (${variants.length} variants)`) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-3" aria-label="The product">
      <label className="flex flex-col gap-1">
        <span className="text-sm">Name</span>
        <input className="input" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Category</span>
        <select className="select" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">(none)</option>
          {treeOrder(categories.data ?? []).map((c) => (
            <option key={c.slug} value={c.slug}>
              {"\u00a0\u00a0".repeat(c.depth)}
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm">Brand</span>
        <select className="select" value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value="">(none)</option>
          {(brands.data?.pages ?? []).flatMap((page) =>
            page.items.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            )),
          )}
        </select>
      </label>
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        Save product
      </button>
    </form>
  );
}
