import type { BikeImportPreview } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { DataTable } from "../../components/data-table.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useConfirmBikes, usePreviewBikes } from "../../features/garage/api/bike-import.ts";
import { errorMessage } from "../../lib/error-message.ts";

/**
 * The owner's bike model file (issue 32): upload, read the preview (models to add, to change,
 * rows with errors by row and column), confirm. Nothing is written before the confirm.
 */
export default function ImportBikesPage() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BikeImportPreview | null>(null);
  const previewing = usePreviewBikes();
  const confirming = useConfirmBikes();
  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setPreview(null);
    confirming.reset();
    previewing.mutate(file, { onSuccess: setPreview });
  };
  const failure = previewing.error ?? confirming.error;
  return (
    <section className="max-w-4xl">
      <PageTitle page="Import bikes" />
      <h2 className="mb-4 text-xl font-semibold">Import bikes</h2>
      <p className="mb-4 text-sm">
        A CSV file, one row per bike model: brand, model, year, then one column per bike standard, named by its key
        (wheel-size, freehub, speeds, ...). A model the shop has (same brand, model and year) is changed; any other is
        added. Nothing is written until you confirm.
      </p>
      <form onSubmit={onPreview} className="flex flex-wrap items-end gap-3">
        <label className="form-control">
          <span className="label-text mb-1 block">Bike models CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full max-w-xs"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!file || previewing.isPending}>
          Preview
        </button>
      </form>
      {failure && (
        <div role="alert" className="alert alert-error mt-4">
          {errorMessage(failure)}
        </div>
      )}
      {preview && !confirming.isSuccess && (
        <>
          <p className="mt-6" aria-live="polite">
            {preview.rows} rows read: <strong>{preview.creates} to add</strong>,{" "}
            <strong>{preview.updates} to change</strong>,{" "}
            <strong className={preview.errorCount > 0 ? "text-error" : ""}>{preview.errorCount} errors</strong>.
          </p>
          {preview.errorCount > 0 ? (
            <>
              <p className="mt-2">
                Fix the rows with errors in the file and preview it again: nothing has been written.
              </p>
              <DataTable label="Rows with errors" headers={["Row", "Column", "Error"]}>
                {preview.errors.map((e) => (
                  <tr key={`${e.row}-${e.column}`}>
                    <th>{e.row}</th>
                    <td>{e.column || "(whole row)"}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </DataTable>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary mt-4"
              disabled={confirming.isPending}
              onClick={() => confirming.mutate(preview.id)}
            >
              Import {preview.creates + preview.updates} bike models
            </button>
          )}
          <ModelRows title="Models to add" rows={preview.created} total={preview.creates} />
          <ModelRows title="Models to change" rows={preview.updated} total={preview.updates} />
        </>
      )}
      {confirming.data && (
        <div role="status" className="alert alert-success mt-6">
          Imported: {confirming.data.created} bike models added, {confirming.data.updated} changed.
        </div>
      )}
    </section>
  );
}

/** The models the file adds or changes, as many as the answer lists. */
function ModelRows({ title, rows, total }: { title: string; rows: BikeImportPreview["created"]; total: number }) {
  if (total === 0) return null;
  return (
    <>
      <h3 className="mt-6 mb-2 text-lg font-semibold">
        {title} ({total})
      </h3>
      <DataTable label={title} headers={["Row", "Model"]}>
        {rows.map((r) => (
          <tr key={r.row}>
            <th>{r.row}</th>
            <td>{r.name}</td>
          </tr>
        ))}
      </DataTable>
      {total > rows.length && <p className="mt-2 text-sm">And {total - rows.length} more.</p>}
    </>
  );
}
