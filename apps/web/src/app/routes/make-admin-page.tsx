import type { User } from "@shop/contract";
import { PAGE_SIZES } from "@shop/contract/paging-rules";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeleteUser } from "../../features/users/api/delete-user.ts";
import { USER_FILTERS, useUsers } from "../../features/users/api/get-users.ts";
import { UsersTable } from "../../features/users/components/users-table.tsx";
import { deleteFailed, emptyList } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

export default function MakeAdminPage() {
  const { place, filter } = usePagedList(USER_FILTERS);
  const users = useUsers(place);
  const deleteUser = useDeleteUser();
  const deletion = useDeleteDialog({
    remove: (user: User) => deleteUser.mutateAsync(user._id),
    busy: deleteUser.isPending,
    title: (user) => `Delete ${user.email}?`,
    text: () => "The account, its sign-in and its profile will be deleted. Its orders stay for the shop's records.",
    name: (user) => user.email,
    failure: (user) => deleteFailed(user.email),
  });

  return (
    <section>
      <PageTitle page="Make Admin" />
      <h2 className="mb-4 text-xl font-semibold">Make Admin</h2>
      <div className="mb-4">
        <ListSearch label="Search users by e-mail" value={place.filters.q} onSearch={(q) => filter({ q })} />
      </div>
      <QueryState query={users}>
        {({ items, ...links }) => (
          <>
            <UsersTable
              users={items}
              first={(place.page - 1) * PAGE_SIZES.users + 1}
              empty={emptyList(place.filters.q)}
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
