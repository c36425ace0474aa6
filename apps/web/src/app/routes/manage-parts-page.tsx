import type { Part } from "@shop/contract";
import { PAGE_SIZES } from "@shop/contract/paging-rules";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeletePart } from "../../features/parts/api/delete-part.ts";
import { PART_FILTERS, useAllParts } from "../../features/parts/api/get-all-parts.ts";
import { ManagePartsTable } from "../../features/parts/components/manage-parts-table.tsx";
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
            <ManagePartsTable
              parts={items}
              first={(place.page - 1) * PAGE_SIZES.parts + 1}
              empty={emptyList(place.filters.q)}
              listQuery={listQuery(place)}
              onDelete={deletion.ask}
            />
            <Pager place={place} answer={links} />
          </>
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
