import type { Part } from "@shop/contract";
import { Link } from "react-router";
import { DeleteButton } from "../../../components/buttons.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import type { EditState } from "./edit-part-form.tsx";

type Props = {
  parts: Part[];
  /** The number of the first row: the rows of the pages before it, plus one. */
  first: number;
  empty: string;
  /** The list's query string, so an edit can come back to this page and search. */
  listQuery: string;
  onDelete: (part: Part) => void;
};

/** Manage Product's table: each part with its Edit link and Delete button. */
export function ManagePartsTable({ parts, first, empty, listQuery, onDelete }: Props) {
  return (
    <DataTable
      label="Products"
      headers={["No.", "Photo", "Name", "Price", "Available Quantity", "Edit", "Delete"]}
      empty={empty}
    >
      {parts.map((part, i) => (
        <tr key={part._id}>
          <th>{first + i}</th>
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
              state={{ listQuery } satisfies EditState}
            >
              Edit
            </Link>
          </td>
          <td>
            <DeleteButton label="Delete" what={`Delete ${part.name}`} onClick={() => onDelete(part)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
