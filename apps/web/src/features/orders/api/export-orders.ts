import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";

/**
 * Downloads every order as CSV. The export needs the access token, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a download of an object URL.
 */
export async function exportOrders() {
  const { file, filename } = await apiDownload("/allorders/export.csv");
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; then it need not stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
