import type { Part } from "@shop/contract";
import { PAGE_SIZES } from "@shop/contract/paging-rules";
import { Link } from "react-router";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeletePart } from "../../features/parts/api/delete-part.ts";
import { PART_FILTERS, useAllParts } from "../../features/parts/api/get-all-parts.ts";
import type { EditState } from "../../features/parts/components/edit-part-form.tsx";
import { deleteFailed, emptyList } from "../../lib/messages.ts";
import { listQuery } from "../../lib/paged-list.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

export default function ManagePartsPage() {
  const { place, filter } = usePagedList(PART_FILTERS);
  const parts = useAllParts(place);
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
      <div className="mb-4">
        <ListSearch label="Search products by name" value={place.filters.q} onSearch={(q) => filter({ q })} />
      </div>
      <QueryState query={parts}>
        {({ items, ...links }) => (
          <>
            <DataTable
              label="Products"
              headers={["No.", "Photo", "Name", "Price", "Available Quantity", "Edit", "Delete"]}
              empty={emptyList(place.filters.q)}
            >
              {items.map((part, i) => (
                <tr key={part._id}>
                  <th>{(place.page - 1) * PAGE_SIZES.parts + i + 1}</th>
                  <td>
                    <img src={part.img} alt={part.name} width={64} height={48} loading="lazy" className="rounded" />
                  </td>
                  <td className="min-w-40">{part.name}</td>
                  <td>${part.price.toFixed(2)}</td>
                  <td>{part.availableQuantity}</td>
                  <td>
                    <Link
                      to={`/deshboard/manageproduct/${part._id}/edit`}
                      className="btn btn-primary btn-sm"
                      aria-label={`Edit ${part.name}`}
                      state={{ listQuery: listQuery(place) } satisfies EditState}
                    >
                      Edit
                    </Link>
                  </td>
                  <td>
                    <DeleteButton label="Delete" what={`Delete ${part.name}`} onClick={() => deletion.ask(part)} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
