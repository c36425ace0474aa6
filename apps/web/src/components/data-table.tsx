import type { ReactNode } from "react";

/**
 * The dashboard's tables: a header row of names, then the rows, scrolling sideways on phones
 * (the scrolling box takes focus, so it scrolls with the keyboard too).
 */
export function DataTable({ label, headers, children }: { label: string; headers: string[]; children: ReactNode }) {
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
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
