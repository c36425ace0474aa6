import type { ReactNode } from "react";

/**
 * The dashboard's tables: a header row of names, then the rows, scrolling sideways on phones
 * (the scrolling box takes focus, so it scrolls with the keyboard too). `empty` is said in the
 * table when it has no rows, such as a search that found nothing.
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
      <table className="table">
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows || !empty ? (
            children
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
