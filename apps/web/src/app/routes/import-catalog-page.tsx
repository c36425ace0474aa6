import type { ImportPreview } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { type ImportProgress, useConfirmImport } from "../../features/catalog-admin/api/confirm-import.ts";
import { useExportCatalog } from "../../features/catalog-admin/api/export-catalog.ts";
import { usePreviewImport } from "../../features/catalog-admin/api/preview-import.ts";
import { PreviewErrors, PreviewRows, PreviewSummary } from "../../features/catalog-admin/components/import-preview.tsx";
import { errorMessage } from "../../lib/error-message.ts";

/**
 * The owner's catalog file: upload, read the preview (parts to add, to change, rows with errors
 * by row and column), confirm, and the result. Nothing is written before the confirm; while it
 * writes, a bar shows the rows written so far.
 */
export default function ImportCatalogPage() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const confirming = useConfirmImport(setProgress);
  const exporting = useExportCatalog();

  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setPreview(null);
    setProgress(null);
    confirming.reset();
    previewing.mutate(file, { onSuccess: setPreview });
  };
  const failure = previewing.error ?? confirming.error;

  return (
    <section className="max-w-4xl">
      <PageTitle page="Import catalog" />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Import catalog</h2>
        <button
          type="button"
          className="btn btn-outline btn-sm sm:ml-auto"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {exporting.isPending && <span className="spinner spinner-sm" />}
          Export catalog CSV
        </button>
      </div>
      <p className="mb-4 text-sm">
        A CSV file, one row per part: family, sku, mpn, name, description, picture, category, brand, price, minimum,
        stock, weight, then option.&#123;Name&#125; and spec.&#123;key&#125; columns. A SKU the shop has changes that
        part; a new SKU adds one. Nothing is written until you confirm.
      </p>
      <form onSubmit={onPreview} className="flex flex-wrap items-end gap-3">
        <label className="form-control">
          <span className="label-text mb-1 block">Catalog CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full max-w-xs"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!file || previewing.isPending}>
          {previewing.isPending && <span className="spinner spinner-sm" />}
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
          <PreviewSummary preview={preview} />
          {preview.errorCount > 0 ? (
            <p className="mt-2">Fix the rows with errors in the file and preview it again: nothing has been written.</p>
          ) : confirming.isPending ? (
            <ImportProgressBar preview={preview} progress={progress} />
          ) : (
            <button
              type="button"
              className="btn btn-primary mt-4"
              onClick={() => {
                setProgress(null);
                confirming.mutate(preview.id);
              }}
            >
              Import {preview.creates + preview.updates} parts
            </button>
          )}
          <PreviewErrors preview={preview} />
          <PreviewRows title="Parts to add" rows={preview.created} total={preview.creates} />
          <PreviewRows title="Parts to change" rows={preview.updated} total={preview.updates} />
        </>
      )}
      {confirming.data && (
        <div role="status" className="alert alert-success mt-6">
          Imported: {confirming.data.created} parts added, {confirming.data.updated} parts changed.
        </div>
      )}
    </section>
  );
}

/**
 * The confirm's progress: indeterminate while the server checks the preview is still true, then
 * the rows written of all. Written inside one transaction: nothing shows in the shop before the end.
 */
function ImportProgressBar({ preview, progress }: { preview: ImportPreview; progress: ImportProgress | null }) {
  const total = progress?.total ?? preview.creates + preview.updates;
  return (
    <div className="mt-4">
      <p id="import-progress">
        {progress
          ? `Written ${progress.written.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} parts; the shop shows them once all are written.`
          : `Checking the preview is still true, then writing ${total.toLocaleString("en-US")} parts, all of them or none...`}
      </p>
      {progress ? (
        <progress
          className="progress progress-primary w-full"
          aria-labelledby="import-progress"
          value={progress.written}
          max={Math.max(total, 1)}
        />
      ) : (
        <progress className="progress progress-primary w-full" aria-labelledby="import-progress" />
      )}
    </div>
  );
}
