import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";

type Cell = ReactElement<{ "data-label"?: string; role?: string }>;

/**
 * Puts each column's name on the row's cells, for the cards that phones show instead of the
 * table (index.css); the roles keep a card's cells a table's to assistive technology, which
 * some browsers forget once a table is no longer laid out as one.
 */
function labelled(row: ReactNode, headers: string[]) {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== "tr") return row;
  return cloneElement(
    row as ReactElement<{ role?: string }>,
    { role: "row" },
    labelledCells(row.props.children, headers),
  );
}

function labelledCells(cells: ReactNode, headers: string[]) {
  return Children.map(cells, (cell, i) =>
    isValidElement(cell)
      ? cloneElement(cell as Cell, {
          "data-label": headers[i],
          role: cell.type === "th" ? "rowheader" : "cell",
        })
      : cell,
  );
}

const Headers = createContext<string[]>([]);

/**
 * A row drawn by a component of its own (one with state, such as a row renamed in place): the
 * table cannot reach into it, so it labels its cells itself from the table's headers.
 */
export function DataRow({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for the cards, see labelled().
    <tr role="row">{labelledCells(children, useContext(Headers))}</tr>
  );
}

/**
 * The dashboard's tables: a header row of names, then the rows; below 768 px each row is a card
 * of named lines, so that its buttons are on screen without scrolling sideways (the box still
 * takes focus, to scroll a wide table with the keyboard). `empty` is said in the table when it
 * has no rows, such as a search that found nothing.
 */
export function DataTable({
  label,
  headers,
  empty,
  children,
}: {
  label: string;
  headers: string[];
  empty?: string;
  children: ReactNode;
}) {
  const hasRows = Array.isArray(children) ? children.length > 0 : Boolean(children);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-box bg-base-100 shadow">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for the cards, see labelled(). */}
      <table className="table table-cards" role="table">
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows || !empty ? (
            <Headers value={headers}>{Children.map(children, (row) => labelled(row, headers))}</Headers>
          ) : (
            <tr>
              <td colSpan={headers.length} className="text-base-content/70">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
