import type { Part } from "@shop/contract";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { deleteFailed } from "../../lib/messages.ts";
import { useDeletePart } from "./api/delete-part.ts";
import { useAllParts } from "./api/get-all-parts.ts";

export default function ManageProductsPage() {
  const parts = useAllParts();
  const deletePart = useDeletePart();
  const deletion = useDeleteDialog({
    remove: (part: Part) => deletePart.mutateAsync(part._id),
    busy: deletePart.isPending,
    title: (part) => `Delete ${part.name}?`,
    text: () => "The part leaves the catalog. Orders already placed keep their copy of it.",
    name: (part) => part.name,
    failure: (part) => deleteFailed(part.name),
  });

  return (
    <section>
      <PageTitle page="Manage Product's" />
      <h2 className="mb-4 text-xl font-semibold">Manage Product's</h2>
      <QueryState query={parts}>
        {(list) => (
          <DataTable label="Products" headers={["No.", "Photo", "Name", "Price", "Available Quantity", "Delete"]}>
            {list.map((part, i) => (
              <tr key={part._id}>
                <th>{i + 1}</th>
                <td>
                  <img src={part.img} alt={part.name} width={64} height={48} loading="lazy" className="rounded" />
                </td>
                <td className="min-w-40">{part.name}</td>
                <td>${part.price.toFixed(2)}</td>
                <td>{part.availableQuantity}</td>
                <td>
                  <DeleteButton label="Delete" what={`Delete ${part.name}`} onClick={() => deletion.ask(part)} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
