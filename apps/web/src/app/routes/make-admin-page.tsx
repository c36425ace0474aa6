import { PAGE_SIZES } from "@shop/contract/paging-rules";
import { toast } from "react-toastify/unstyled";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ListSearch } from "../../components/list-search.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Pager } from "../../components/pager.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { useDeleteUser } from "../../features/users/api/delete-user.ts";
import { USER_FILTERS, useUsers } from "../../features/users/api/get-users.ts";
import { useMakeAdmin } from "../../features/users/api/make-admin.ts";
import { deleteFailed, emptyList, webMessages } from "../../lib/messages.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";

export default function MakeAdminPage() {
  const { place, filter } = usePagedList(USER_FILTERS);
  const users = useUsers(place);
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const deletion = useDeleteDialog({
    remove: (user: { _id: string; email: string }) => deleteUser.mutateAsync(user._id),
    busy: deleteUser.isPending,
    title: (user) => `Delete ${user.email}?`,
    text: () => "The account, its sign-in and its profile will be deleted. Its orders stay for the shop's records.",
    name: (user) => user.email,
    failure: (user) => deleteFailed(user.email),
  });

  async function promote(email: string) {
    try {
      const answer = await makeAdmin.mutateAsync(email);
      if (answer.modifiedCount > 0) toast.success(webMessages.madeAdmin);
    } catch {
      // A refused token also signs the user out (the API client does that).
      toast.error(webMessages.makeAdminFailed);
    }
  }

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
            <DataTable
              label="Users"
              headers={["No.", "User Email", "Make Admin", "Delete User"]}
              empty={emptyList(place.filters.q)}
            >
              {items.map((user, i) => (
                <tr key={user._id}>
                  <th>{(place.page - 1) * PAGE_SIZES.users + i + 1}</th>
                  <td className="break-all">{user.email}</td>
                  <td>
                    {user.role === "admin" ? (
                      <span className="badge badge-success">Already Admin</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        aria-label={`Make ${user.email} an admin`}
                        disabled={makeAdmin.isPending}
                        onClick={() => promote(user.email)}
                      >
                        Make Admin
                      </button>
                    )}
                  </td>
                  <td>
                    {user.role !== "admin" && (
                      <DeleteButton
                        label="Delete User"
                        what={`Delete ${user.email}`}
                        onClick={() => deletion.ask(user)}
                      />
                    )}
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
