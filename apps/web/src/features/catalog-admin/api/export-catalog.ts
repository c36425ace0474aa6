import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";

/**
 * Downloads the catalog as CSV. The export needs the access token, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a download of an object URL.
 */
async function exportCatalog() {
  const { file, filename } = await apiDownload("/catalog/export.csv");
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? `catalog-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportCatalog = () => useMutation({ mutationFn: exportCatalog });
