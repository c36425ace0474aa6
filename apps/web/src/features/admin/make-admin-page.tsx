import { toast } from "react-toastify/unstyled";
import { DeleteButton } from "../../components/buttons.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useDeleteDialog } from "../../components/use-delete-dialog.tsx";
import { deleteFailed, webMessages } from "../../lib/messages.ts";
import { useDeleteUser } from "./api/delete-user.ts";
import { useUsers } from "./api/get-users.ts";
import { useMakeAdmin } from "./api/make-admin.ts";

export default function MakeAdminPage() {
  const users = useUsers();
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
      <QueryState query={users}>
        {(list) => (
          <DataTable label="Users" headers={["No.", "User Email", "Make Admin", "Delete User"]}>
            {list.map((user, i) => (
              <tr key={user._id}>
                <th>{i + 1}</th>
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
        )}
      </QueryState>
      {deletion.dialog}
    </section>
  );
}
