import type { ImportPreview } from "@shop/contract";
import { DataTable } from "../../../components/data-table.tsx";

/** Rows with errors first: the owner fixes them in the file and uploads it again. */
export function PreviewErrors({ preview }: { preview: ImportPreview }) {
  if (preview.errorCount === 0) return null;
  const more = preview.errorCount - preview.errors.length;
  return (
    <>
      <h3 className="mt-6 mb-2 text-lg font-semibold">Rows with errors</h3>
      <DataTable label="Rows with errors" headers={["Row", "Column", "Error"]}>
        {preview.errors.map((e) => (
          <tr key={`${e.row}-${e.column}`}>
            <th>{e.row}</th>
            <td>{e.column || "(whole row)"}</td>
            <td>{e.message}</td>
          </tr>
        ))}
      </DataTable>
      {more > 0 && <p className="mt-2 text-sm">And {more} more errors.</p>}
    </>
  );
}

/** The parts the file adds or changes, as many as the answer lists. */
export function PreviewRows({ title, rows, total }: { title: string; rows: ImportPreview["created"]; total: number }) {
  if (total === 0) return null;
  return (
    <>
      <h3 className="mt-6 mb-2 text-lg font-semibold">
        {title} ({total})
      </h3>
      <DataTable label={title} headers={["Row", "SKU", "Name"]}>
        {rows.map((r) => (
          <tr key={r.sku}>
            <th>{r.row}</th>
            <td className="font-mono">{r.sku}</td>
            <td>{r.name}</td>
          </tr>
        ))}
      </DataTable>
      {total > rows.length && <p className="mt-2 text-sm">And {total - rows.length} more.</p>}
    </>
  );
}

/** One line: what the file would do. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const n = preview.errorCount;
  return (
    <p className="mt-6" aria-live="polite">
      {preview.rows} rows read: <strong>{preview.creates} to add</strong>, <strong>{preview.updates} to change</strong>,{" "}
      <strong className={n > 0 ? "text-error" : ""}>
        {n} {n === 1 ? "error" : "errors"}
      </strong>
      .
    </p>
  );
}
