import type { ShippingMethod } from "@shop/contract";
import { useState } from "react";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import {
  useAdminShippingMethods,
  useDeleteShippingMethod,
  useSaveShippingMethod,
} from "../../features/shipping/api/shipping-methods.ts";
import { kindName, ShippingMethodForm } from "../../features/shipping/components/shipping-method-form.tsx";
import { deleteFailed } from "../../lib/messages.ts";
import { toast } from "../../lib/toast.tsx";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A method's price in words: flat, free from a subtotal, its bands, or nothing at the shop. */
function terms(m: ShippingMethod) {
  if (m.kind === "flat") return usd(m.price);
  if (m.kind === "freeAbove") return `${usd(m.price)}, free from ${usd(m.freeAbove ?? 0)}`;
  if (m.kind === "weight") return m.bands.map((b) => `up to ${b.upToGrams} g: ${usd(b.price)}`).join("; ");
  return "Free";
}

/**
 * /deshboard/shipping (admins): the shop's shipping methods, flat rate, free above a subtotal,
 * weight bands or pickup; added, changed, switched off or deleted. Customers choose among the
 * active ones at checkout, in this order.
 */
export default function ShippingMethodsPage() {
  const methods = useAdminShippingMethods();
  const save = useSaveShippingMethod();
  const remove = useDeleteShippingMethod();
  const [editing, setEditing] = useState<ShippingMethod | null>(null);
  // A new form after each addition: its fields start empty again.
  const [added, setAdded] = useState(0);
  const deletion = useDeleteDialog({
    remove: (m: ShippingMethod) => remove.mutateAsync(m._id),
    busy: remove.isPending,
    title: (m) => `Delete ${m.name}?`,
    text: (m) => `Customers can no longer choose ${m.name}. Orders already placed keep it.`,
    name: (m) => m.name,
    failure: (m) => deleteFailed(m.name),
  });

  return (
    <section>
      <PageTitle page="Shipping methods" />
      <h2 className="mb-4 text-xl font-semibold">Shipping methods</h2>
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <QueryState query={methods}>
          {(list) => (
            <DataTable
              label="Shipping methods"
              empty="No shipping method yet: nothing can be ordered until one is added."
              headers={["Name", "Kind", "Price", "Offered", "Position", "Change", "Delete"]}
            >
              {list.map((m) => (
                <tr key={m._id}>
                  <td className="font-semibold">{m.name}</td>
                  <td>{kindName(m.kind)}</td>
                  <td>{terms(m)}</td>
                  <td>{m.active ? "Yes" : "No"}</td>
                  <td>{m.position}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Change ${m.name}`}
                      onClick={() => setEditing(m)}
                    >
                      Change
                    </button>
                  </td>
                  <td>
                    <DeleteButton label="Delete" what={`Delete ${m.name}`} onClick={() => deletion.ask(m)} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </QueryState>
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body">
            <h3 className="card-title text-base">{editing ? `Change ${editing.name}` : "Add a shipping method"}</h3>
            <ShippingMethodForm
              key={editing?._id ?? `new-${added}`}
              method={editing ?? undefined}
              busy={save.isPending}
              onCancel={editing ? () => setEditing(null) : undefined}
              onSave={(method) =>
                save.mutate(
                  { id: editing?._id, method },
                  {
                    onSuccess: (saved) => {
                      toast.success(editing ? `Saved ${saved.name}` : `Added ${saved.name}`);
                      setEditing(null);
                      setAdded((n) => n + 1);
                    },
                  },
                )
              }
            />
          </div>
        </div>
      </div>
      {deletion.dialog}
    </section>
  );
}
