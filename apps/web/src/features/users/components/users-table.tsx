import type { User } from "@shop/contract";
import { DeleteButton } from "../../../components/buttons.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { webMessages } from "../../../lib/messages.ts";
import { toast } from "../../../lib/toast.tsx";
import { useMakeAdmin } from "../api/make-admin.ts";

type Props = {
  users: User[];
  /** The number of the first row: the rows of the pages before it, plus one. */
  first: number;
  empty: string;
  onDelete: (user: User) => void;
};

/** Make Admin's table: a user who is not an admin yet can be made one, or deleted. */
export function UsersTable({ users, first, empty, onDelete }: Props) {
  const makeAdmin = useMakeAdmin();

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
    <DataTable label="Users" headers={["No.", "User Email", "Make Admin", "Delete User"]} empty={empty}>
      {users.map((user, i) => (
        <tr key={user._id}>
          <th>{first + i}</th>
          <td className="break-all">{user.email}</td>
          <td>
            {user.role === "admin" ? (
              <span className="badge badge-success whitespace-nowrap">Already Admin</span>
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
              <DeleteButton label="Delete User" what={`Delete ${user.email}`} onClick={() => onDelete(user)} />
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
