import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";

/** Which of an order's documents: its invoice, or its n-th credit note. */
export type OrderDocument = { orderId: string; creditNote?: number };

const pathOf = ({ orderId, creditNote }: OrderDocument) =>
  creditNote ? `/orders/${orderId}/credit-notes/${creditNote}.pdf` : `/orders/${orderId}/invoice.pdf`;

/**
 * Downloads an order's invoice or credit note as PDF. It needs the access token, which a plain
 * link cannot send, so the file is fetched and handed to the browser as an object URL's download.
 */
export async function downloadDocument(doc: OrderDocument) {
  const { file, filename } = await apiDownload(pathOf(doc));
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? (doc.creditNote ? "credit-note.pdf" : "invoice.pdf");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
